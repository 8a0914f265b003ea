import type { PaperClassificationNode } from '@ck/shared';
import type { Db } from '../../../db/client.ts';
import { liveScope } from '../../../platform/tenancy/tenancy.ts';
import { teachingPaperClassification as c } from '../resources.ts';

interface FlatNode {
  id: string;
  classificationName: string;
  parentId: string | null;
  sortNo: number;
}

const byOrder = (a: PaperClassificationNode, b: PaperClassificationNode) =>
  a.sortNo - b.sortNo || a.classificationName.localeCompare(b.classificationName, 'zh-CN');

/**
 * Flat rows as trees, siblings by `sortNo` then name. A node whose parent is missing (deleted, or
 * a loop) becomes a root rather than disappearing.
 */
export function classificationForest(rows: FlatNode[]): PaperClassificationNode[] {
  const nodes = new Map<string, PaperClassificationNode>(
    rows.map((r) => [r.id, { ...r, children: [] as PaperClassificationNode[] }]),
  );
  const roots: PaperClassificationNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId ? nodes.get(node.parentId) : undefined;
    if (parent && !isBelow(nodes, parent, node.id)) parent.children.push(node);
    else roots.push(node);
  }
  const sortAll = (list: PaperClassificationNode[]) => {
    list.sort(byOrder);
    for (const n of list) sortAll(n.children);
  };
  sortAll(roots);
  return roots;
}

/** `node` sits somewhere below `ancestorId` (walking up its parents). */
function isBelow(
  nodes: Map<string, PaperClassificationNode>,
  node: PaperClassificationNode,
  ancestorId: string,
) {
  let current: PaperClassificationNode | undefined = node;
  for (let depth = 0; current && depth < 50; depth++) {
    if (current.id === ancestorId) return true;
    current = current.parentId ? nodes.get(current.parentId) : undefined;
  }
  return false;
}

/** The tenant's live classifications as pickers show them. */
export async function classificationTree(db: Db, tenantId: string): Promise<PaperClassificationNode[]> {
  const rows = await db
    .select({ id: c.id, classificationName: c.classificationName, parentId: c.parentId, sortNo: c.sortNo })
    .from(c)
    .where(liveScope(c, tenantId));
  return classificationForest(
    rows.map((r) => ({
      id: String(r.id),
      classificationName: String(r.classificationName ?? ''),
      parentId: r.parentId ? String(r.parentId) : null,
      sortNo: Number(r.sortNo ?? 0),
    })),
  );
}
