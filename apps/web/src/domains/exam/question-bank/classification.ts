import type { PaperClassificationNode } from '@ck/shared';

/** A node of antd's Tree / TreeSelect. */
export interface ClassificationOption {
  key: string;
  value: string;
  title: string;
  children: ClassificationOption[];
}

/** The classification tree as options of a Tree or TreeSelect (value and key are the id). */
export function classificationOptions(nodes: readonly PaperClassificationNode[]): ClassificationOption[] {
  return nodes.map((n) => ({
    key: n.id,
    value: n.id,
    title: n.classificationName,
    children: classificationOptions(n.children ?? []),
  }));
}

/** The names from the root down to the classification `id`; empty when it is not in the tree. */
export function classificationPath(nodes: readonly PaperClassificationNode[], id: string): string[] {
  for (const n of nodes) {
    if (n.id === id) return [n.classificationName];
    const below = classificationPath(n.children ?? [], id);
    if (below.length) return [n.classificationName, ...below];
  }
  return [];
}

/**
 * The classifications whose name holds `keyword`, with their ancestors (so they stay reachable) and
 * everything below them. An empty keyword keeps the whole tree.
 */
export function filterClassifications(
  nodes: readonly PaperClassificationNode[],
  keyword: string,
): PaperClassificationNode[] {
  const word = keyword.trim().toLowerCase();
  if (!word) return [...nodes];
  return nodes.flatMap((n) => {
    if (n.classificationName.toLowerCase().includes(word)) return [n];
    const children = filterClassifications(n.children ?? [], word);
    return children.length ? [{ ...n, children }] : [];
  });
}

/** Ids of every node that has children (to expand a filtered tree). */
export function parentIds(nodes: readonly PaperClassificationNode[]): string[] {
  return nodes.flatMap((n) => (n.children?.length ? [n.id, ...parentIds(n.children)] : []));
}
