import {
  type FrontMenuAddBody,
  type FrontMenuEditBody,
  type FrontMenuNode,
  isShopPath,
  shopSwitchedOn,
} from '@ck/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { Db } from '../../../db/client.ts';
import { publicConfig } from '../../../platform/config/config-service.ts';
import { badRequest, notFound } from '../../../platform/http/errors.ts';
import { liveScope } from '../../../platform/tenancy/tenancy.ts';
import { teachingMenu } from '../tables.ts';

type MenuRow = typeof teachingMenu.$inferSelect;

function toNode(r: MenuRow): FrontMenuNode {
  return {
    id: r.id,
    parentId: r.parentId,
    route: '1',
    title: r.title,
    name: r.title,
    url: r.url,
    icon: r.icon,
    sortNo: r.sortNo,
    needLogin: r.needLogin,
    internalOrExternal: r.internalOrExternal,
    status: r.status,
  };
}

function tree(rows: MenuRow[]): FrontMenuNode[] {
  const nodes = new Map(rows.map((r) => [r.id, toNode(r)]));
  const roots: FrontMenuNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId ? nodes.get(node.parentId) : undefined;
    if (parent) {
      parent.children ??= [];
      parent.children.push(node);
    } else if (!node.parentId) roots.push(node);
  }
  return roots;
}

const live = (tenantId: string) => liveScope(teachingMenu, tenantId);
const ordered = [asc(teachingMenu.sortNo), asc(teachingMenu.createTime)];

/** Drops the items leading to the shop (and groups left empty by that). */
function withoutShop(nodes: FrontMenuNode[]): FrontMenuNode[] {
  return nodes.flatMap((n) => {
    if (!n.children?.length) return isShopPath(n.url) ? [] : [n];
    const children = withoutShop(n.children);
    return children.length ? [{ ...n, children }] : [];
  });
}

/**
 * The public menu: shown items only, `needLogin` ones only for a signed-in visitor, and no shop entry
 * while the official-site shop switch (`indexConfig.ifshopping`) is off; the rows stay as they are.
 */
export async function userMenu(db: Db, tenantId: string, signedIn: boolean) {
  const rows = await db
    .select()
    .from(teachingMenu)
    .where(
      and(
        live(tenantId),
        eq(teachingMenu.status, 1),
        signedIn ? undefined : eq(teachingMenu.needLogin, false),
      ),
    )
    .orderBy(...ordered);
  const menu = tree(rows);
  return shopSwitchedOn((await publicConfig(db, tenantId)).indexConfig) ? menu : withoutShop(menu);
}

/** Every menu item of the tenant, shown or hidden (the admin page). */
export async function menuTree(db: Db, tenantId: string) {
  return tree(
    await db
      .select()
      .from(teachingMenu)
      .where(live(tenantId))
      .orderBy(...ordered),
  );
}

/** A menu item's fields as an edit may change them. */
type MenuPatch = Omit<FrontMenuEditBody, 'id'>;

async function checkParent(db: Db, tenantId: string, parentId: string | null | undefined, selfId?: string) {
  if (!parentId) return;
  if (parentId === selfId) throw badRequest('上级菜单不能是自己');
  const [parent] = await db
    .select()
    .from(teachingMenu)
    .where(and(live(tenantId), eq(teachingMenu.id, parentId)));
  if (!parent) throw badRequest('上级菜单不存在');
  if (parent.parentId) throw badRequest('前台菜单最多两级');
}

export async function addMenu(db: Db, tenantId: string, by: string, input: FrontMenuAddBody) {
  await checkParent(db, tenantId, input.parentId);
  const id = uuidv7();
  await db
    .insert(teachingMenu)
    .values({ ...input, parentId: input.parentId || null, id, tenantId, createBy: by });
  return id;
}

export async function editMenu(db: Db, tenantId: string, by: string, id: string, input: MenuPatch) {
  const [row] = await db
    .select()
    .from(teachingMenu)
    .where(and(live(tenantId), eq(teachingMenu.id, id)));
  if (!row) throw notFound('菜单不存在');
  if (input.parentId !== undefined) {
    await checkParent(db, tenantId, input.parentId, id);
    const [child] = await db
      .select()
      .from(teachingMenu)
      .where(and(live(tenantId), eq(teachingMenu.parentId, id)))
      .limit(1);
    if (input.parentId && child) throw badRequest('该菜单有子菜单，不能再设为二级菜单');
  }
  await db
    .update(teachingMenu)
    .set({
      ...input,
      parentId: input.parentId === undefined ? undefined : input.parentId || null,
      updateBy: by,
      updateTime: new Date(),
    })
    .where(eq(teachingMenu.id, id));
}

/** Deletes a menu and its children. */
export async function deleteMenu(db: Db, tenantId: string, by: string, id: string) {
  const [row] = await db
    .select()
    .from(teachingMenu)
    .where(and(live(tenantId), eq(teachingMenu.id, id)));
  if (!row) throw notFound('菜单不存在');
  const children = await db
    .select({ id: teachingMenu.id })
    .from(teachingMenu)
    .where(and(live(tenantId), eq(teachingMenu.parentId, id)));
  await db
    .update(teachingMenu)
    .set({ delFlag: 1, updateBy: by, updateTime: new Date() })
    .where(inArray(teachingMenu.id, [id, ...children.map((c) => c.id)]));
}
