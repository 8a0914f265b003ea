import { and, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { liveScope } from '../../../platform/tenancy/tenancy.ts';
import { teachingPaperClassification as c } from '../resources.ts';

const live = (tenantId: string) => liveScope(c, tenantId);

/** Names of the tenant's live classifications among `ids`. */
export async function classificationNames(db: Db, tenantId: string, ids: string[]) {
  const wanted = [...new Set(ids)];
  if (!wanted.length) return new Map<string, string>();
  const rows = await db
    .select({ id: c.id, name: c.classificationName })
    .from(c)
    .where(and(live(tenantId), inArray(c.id, wanted)));
  return new Map(rows.map((r) => [String(r.id), String(r.name)]));
}

/** Whether `id` is a live classification of the tenant. */
export async function classificationExists(db: Db, tenantId: string, id: string) {
  return (await classificationNames(db, tenantId, [id])).has(id);
}

interface Node {
  id: string;
  name: string;
  parentId: string | null;
}

/**
 * The tenant's classification tree as a spreadsheet names it: by name, or by its path from the root
 * ("Scratch一级/第一章") where the name is used more than once.
 */
export class ClassificationNames {
  private readonly byId: Map<string, Node>;
  private readonly nameCount = new Map<string, number>();

  constructor(nodes: Node[]) {
    this.byId = new Map(nodes.map((n) => [n.id, n]));
    for (const n of nodes) this.nameCount.set(n.name, (this.nameCount.get(n.name) ?? 0) + 1);
  }

  static async load(db: Db, tenantId: string) {
    const rows = await db
      .select({ id: c.id, name: c.classificationName, parentId: c.parentId })
      .from(c)
      .where(live(tenantId));
    return new ClassificationNames(
      rows.map((r) => ({
        id: String(r.id),
        name: String(r.name),
        parentId: (r.parentId as string | null) ?? null,
      })),
    );
  }

  /** The path of names from the root down to the node. */
  pathOf(id: string): string {
    const names: string[] = [];
    let node = this.byId.get(id);
    for (let depth = 0; node && depth < 20; depth++) {
      names.unshift(node.name);
      node = node.parentId ? this.byId.get(node.parentId) : undefined;
    }
    return names.join('/');
  }

  /** The cell text of a classification: its name, or its path when the name repeats. */
  labelOf(id: string | null): string | null {
    if (!id) return null;
    const node = this.byId.get(id);
    if (!node) return null;
    return (this.nameCount.get(node.name) ?? 0) > 1 ? this.pathOf(id) : node.name;
  }

  /** The classification a cell names (unique name, path from the root, or id), or why it names none. */
  resolve(text: string): { id: string } | { message: string } {
    if (this.byId.has(text)) return { id: text };
    const path = text
      .split('/')
      .map((s) => s.trim())
      .filter(Boolean)
      .join('/');
    const matches = [...this.byId.values()].filter((n) =>
      path.includes('/') ? this.pathOf(n.id) === path : n.name === path,
    );
    if (matches.length === 1) return { id: matches[0].id };
    if (matches.length > 1)
      return { message: `分类“${text}”有重名，请写出完整路径，如“${this.pathOf(matches[0].id)}”` };
    return { message: `分类“${text}”不存在` };
  }
}
