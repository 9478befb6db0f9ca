/** A form's values by field name (a multi-value field's values joined), files left out. */
export type Snapshot = ReadonlyMap<string, string>;

export function snapshotOf(formData: FormData): Snapshot {
  const values = new Map<string, string[]>();
  for (const [name, value] of formData.entries()) {
    // Mantine names its own radios (a SegmentedControl's) with an id it picks after mount:
    // not a field of the page, and its name moves, which would count as two changes.
    if (typeof value !== 'string' || name.startsWith('mantine-')) continue;
    values.set(name, [...(values.get(name) ?? []), value]);
  }
  return new Map([...values].map(([name, all]) => [name, all.join('\u0000')]));
}

/** The fields whose value differs from the baseline, new and gone fields included. */
export function changedFields(baseline: Snapshot, now: Snapshot): string[] {
  const names = new Set([...baseline.keys(), ...now.keys()]);
  return [...names].filter((name) => (baseline.get(name) ?? '') !== (now.get(name) ?? ''));
}

/** The sentence the save bar shows beside a disabled Save. */
export function saveBlockedReason(changed: number, missing: readonly string[]): string | null {
  if (missing.length) return `Fill in ${missing.join(', ')} to save.`;
  if (changed === 0) return 'No unsaved changes.';
  return null;
}

export function changesLabel(changed: number): string {
  return `${changed} unsaved ${changed === 1 ? 'change' : 'changes'}`;
}
