/**
 * What each item of the tree shows about itself: open, selected, the tab stop. Kept outside
 * React's state so that moving the focus or opening one item re-renders the items whose own
 * flags changed, not the hundreds of others (useTreeItem subscribes to one item's flags).
 */
export class TreeStore {
  /** What the user opened or closed; other items are open when they lead to the selection. */
  private chosen = new Map<string, boolean>();
  private reveal: readonly string[] = [];
  private selectedId: string | null = null;
  /** The item reached with Tab (roving tab stop); null: the first item of the tree. */
  private focusedId: string | null = null;
  private listeners = new Set<() => void>();

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private changed() {
    for (const listener of this.listeners) listener();
  }

  isExpanded(id: string): boolean {
    return this.chosen.get(id) ?? this.reveal.includes(id);
  }

  isSelected(id: string): boolean {
    return this.selectedId === id;
  }

  isTabStop(id: string, first: boolean): boolean {
    return this.focusedId ? this.focusedId === id : first;
  }

  setExpanded(id: string, open: boolean) {
    if (this.isExpanded(id) === open && this.chosen.has(id)) return;
    this.chosen = new Map(this.chosen).set(id, open);
    this.changed();
  }

  /** The selection (from the URL) and its ancestors (from the server) have changed. */
  show(selectedId: string | null, reveal: readonly string[]) {
    if (selectedId === this.selectedId && reveal.join() === this.reveal.join()) return;
    this.selectedId = selectedId;
    this.reveal = reveal;
    this.changed();
  }

  focus(id: string | null) {
    if (this.focusedId === id) return;
    this.focusedId = id;
    this.changed();
  }

  /** An item leaves the tree (closed away, moved, deleted): it cannot stay the tab stop. */
  leave(id: string) {
    if (this.focusedId === id) this.focus(null);
  }
}
