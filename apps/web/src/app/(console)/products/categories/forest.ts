/** A category as the checklist needs it. */
export interface CategoryNode {
  id: string;
  code: string;
  name: string;
  parent_id: string | null;
  category_tree_id: string;
}

export interface CategoryTreeRef {
  id: string;
  code: string;
  name: string;
}

/** The tenant's trees and categories, plain data the server hands to client components. */
export interface CategoryData {
  trees: CategoryTreeRef[];
  categories: CategoryNode[];
}

export interface CategoryForest {
  trees: CategoryTreeRef[];
  byId: Map<string, CategoryNode>;
  /** Children by parent id; a tree's top level under the tree's id. */
  children: Map<string, CategoryNode[]>;
}

/** Indexes the flat lists (categories come sorted by code). */
export function forestOf({ trees, categories }: CategoryData): CategoryForest {
  const byId = new Map(categories.map((c) => [c.id, c]));
  const children = new Map<string, CategoryNode[]>();
  for (const category of categories) {
    const parent = category.parent_id ?? category.category_tree_id;
    const list = children.get(parent) ?? [];
    list.push(category);
    children.set(parent, list);
  }
  return { trees, byId, children };
}

/** The category's ancestors and itself, from the tree's top level down. */
export function lineageOf(forest: CategoryForest, id: string): CategoryNode[] {
  const line: CategoryNode[] = [];
  let node = forest.byId.get(id);
  // Bounded by the number of categories: a cycle in bad data cannot loop forever.
  while (node && line.length <= forest.byId.size) {
    line.unshift(node);
    node = node.parent_id ? forest.byId.get(node.parent_id) : undefined;
  }
  return line;
}

/** "Clothing / Men / Shirts": where a category sits in its tree (undefined: unknown id). */
export function pathOf(forest: CategoryForest, id: string): string | undefined {
  const line = lineageOf(forest, id);
  return line.length ? line.map((c) => c.name).join(' / ') : undefined;
}
