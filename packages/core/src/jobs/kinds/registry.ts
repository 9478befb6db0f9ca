// Job kinds beyond the three built into the engine (import, export, bulk update), each named
// by a job row's `options.kind`: the integration context registers its channel export and
// import here when it loads, as products register their catalog hooks. A job naming a kind
// no one registered fails (a wiring bug), never runs as something else.
import type { JobKind } from '../runner.ts';

const registered = new Map<string, JobKind>();

export function registerJobKind(name: string, kind: JobKind): void {
  registered.set(name, kind);
}

/** The kind a job row names in `options.kind`, if any; undefined for the built-in kinds. */
export function registeredKindOf(options: unknown): JobKind | null | undefined {
  const name = (options as { kind?: unknown } | null)?.kind;
  if (typeof name !== 'string') return undefined;
  return registered.get(name) ?? null;
}
