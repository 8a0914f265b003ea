import type { MenuBody, Permission, PermissionNode } from '@ck/shared';
import { and, count, eq, ne } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { AppContext } from '../../../context.ts';
import type { Db } from '../../../db/client.ts';
import { badRequest, conflict, notFound } from '../../../platform/http/errors.ts';
import { sysPermissionDataRule } from '../access-tables.ts';
import { permissionsChanged } from '../roles/role-policy.ts';
import { sysPermission, sysRolePermission } from '../tables.ts';
import { allPermissions, permissionList, toPermissionJson } from './permission-tree.ts';

/** The parent must be a live menu (not a button) and, on edit, not the row itself or one of its children. */
async function checkParent(db: Db, parentId: string | null, selfId?: string) {
  if (!parentId) return;
  const rows = await allPermissions(db);
  const parent = rows.find((r) => r.id === parentId);
  if (!parent) throw badRequest('上级菜单不存在');
  if (parent.menuType === 2) throw badRequest('上级不能是按钮');
  if (selfId) {
    for (let cur: typeof parent | undefined = parent, depth = 0; cur && depth < 50; depth++) {
      if (cur.id === selfId) throw badRequest('上级菜单不能是自己或自己的下级');
      cur = rows.find((r) => r.id === cur?.parentId);
    }
  }
}

async function checkPermsFree(db: Db, perms: string | null, selfId?: string) {
  if (!perms) return;
  const where = [eq(sysPermission.perms, perms)];
  if (selfId) where.push(ne(sysPermission.id, selfId));
  const [found] = await db
    .select({ id: sysPermission.id })
    .from(sysPermission)
    .where(and(...where));
  if (found) throw conflict(`授权标识“${perms}”已存在`);
}

async function requireLive(db: Db, id: string) {
  const [found] = await db
    .select({ id: sysPermission.id })
    .from(sysPermission)
    .where(and(eq(sysPermission.id, id), eq(sysPermission.delFlag, 0)));
  if (!found) throw notFound('菜单不存在');
}

const columnsOf = (b: MenuBody) => ({
  parentId: b.menuType === 0 ? null : b.parentId,
  name: b.name,
  url: b.menuType === 2 ? null : b.url,
  component: b.component,
  componentName: b.componentName,
  redirect: b.redirect,
  icon: b.icon,
  sortNo: b.sortNo,
  hidden: b.hidden,
  alwaysShow: b.alwaysShow,
  keepAlive: b.keepAlive,
  isRoute: b.route,
  internalOrExternal: b.internalOrExternal,
  menuType: b.menuType,
  perms: b.perms,
  permsType: b.permsType,
  status: b.status,
});

/** Menus and buttons, global to the platform; every change shows in menus and checks at once. */
export class MenuAdmin {
  constructor(private readonly ctx: AppContext) {}

  async tree(): Promise<PermissionNode[]> {
    return permissionList(await allPermissions(this.ctx.db));
  }

  private async view(id: string): Promise<Permission> {
    const [row] = await this.ctx.db.select().from(sysPermission).where(eq(sysPermission.id, id));
    return toPermissionJson(row);
  }

  async add(by: string, b: MenuBody): Promise<Permission> {
    const { db } = this.ctx;
    await checkParent(db, b.parentId);
    await checkPermsFree(db, b.perms);
    const id = uuidv7();
    await db.insert(sysPermission).values({ id, ...columnsOf(b), createBy: by });
    permissionsChanged(this.ctx);
    return this.view(id);
  }

  async edit(by: string, id: string, b: MenuBody): Promise<Permission> {
    const { db } = this.ctx;
    await requireLive(db, id);
    await checkParent(db, b.parentId, id);
    await checkPermsFree(db, b.perms, id);
    await db
      .update(sysPermission)
      .set({ ...columnsOf(b), updateBy: by, updateTime: new Date() })
      .where(eq(sysPermission.id, id));
    permissionsChanged(this.ctx);
    return this.view(id);
  }

  /** Deletes a menu or button without children, with its role grants and data rules. */
  async remove(by: string, id: string) {
    const { db } = this.ctx;
    await requireLive(db, id);
    const [{ children }] = await db
      .select({ children: count() })
      .from(sysPermission)
      .where(and(eq(sysPermission.parentId, id), eq(sysPermission.delFlag, 0)));
    if (Number(children) > 0) throw badRequest('该菜单下还有子菜单或按钮，请先删除它们');
    await db.transaction(async (tx) => {
      // Soft delete keeps seeded menus from coming back on the next start; the unique button
      // code is cleared so it can be used again.
      await tx.delete(sysRolePermission).where(eq(sysRolePermission.permissionId, id));
      await tx.delete(sysPermissionDataRule).where(eq(sysPermissionDataRule.permissionId, id));
      await tx
        .update(sysPermission)
        .set({ delFlag: 1, perms: null, updateBy: by, updateTime: new Date() })
        .where(eq(sysPermission.id, id));
    });
    permissionsChanged(this.ctx);
  }

  /** Deletes several menus or buttons; children listed with their parents go first, others block. */
  async removeMany(by: string, ids: string[]) {
    if (!ids.length) throw badRequest('请选择要删除的菜单');
    const { db } = this.ctx;
    for (const id of ids) await requireLive(db, id);
    const rest = new Set(ids);
    while (rest.size) {
      let progressed = false;
      for (const id of [...rest]) {
        const [{ children }] = await db
          .select({ children: count() })
          .from(sysPermission)
          .where(and(eq(sysPermission.parentId, id), eq(sysPermission.delFlag, 0)));
        if (Number(children) > 0) continue;
        await this.remove(by, id);
        rest.delete(id);
        progressed = true;
      }
      if (!progressed) throw badRequest('所选菜单下还有未选中的子菜单或按钮，请先删除它们');
    }
  }
}
