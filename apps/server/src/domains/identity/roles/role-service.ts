import type { AddRoleBody, EditRoleBody, Role, RoleDataRules, RoleListQuery } from '@ck/shared';
import { uuidv7 } from 'uuidv7';
import type { AppContext } from '../../../context.ts';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import { formatDateTime } from '../../../platform/http/dates.ts';
import { badRequest, conflict, forbidden } from '../../../platform/http/errors.ts';
import { rulesOf } from '../permissions/data-rule-service.ts';
import { permissionTree } from '../permissions/permission-tree.ts';
import { grantableLevel, manageableUser } from '../users/user-policy.ts';
import { listUsers, userConditions, withLinks } from '../users/user-repository.ts';
import { manageableRole, permissionsChanged } from './role-policy.ts';
import {
  addRoleUsers,
  countRoleUsers,
  deleteRole,
  insertRole,
  pageRoles,
  type RoleRow,
  removeRoleUsers,
  replaceRolePermissions,
  roleById,
  roleCodeTaken,
  roleDataRuleIds,
  rolePermissionIds,
  rolesOfTenant,
  saveRoleDataRuleIds,
  updateRole,
} from './role-repository.ts';

/** Roles the code itself relies on (admin checks, student batches): their codes never change. */
export const BUILT_IN_ROLES = ['admin', 'teacher', 'student'];

export const toRoleJson = (r: RoleRow): Role => ({
  id: r.id,
  roleName: r.roleName,
  roleCode: r.roleCode,
  level: r.level,
  description: r.description,
  createBy: r.createBy,
  createTime: formatDateTime(r.createTime),
  updateTime: formatDateTime(r.updateTime),
});

/** Roles of a tenant, their menus and data rules, and their users; nobody acts above their own level. */
export class RoleAdmin {
  constructor(private readonly ctx: AppContext) {}

  async list(auth: AuthContext, q: RoleListQuery) {
    const { rows, total } = await pageRoles(this.ctx.db, auth.tenantId, q);
    return { records: rows.map(toRoleJson), total };
  }

  async all(auth: AuthContext): Promise<Role[]> {
    return (await rolesOfTenant(this.ctx.db, auth.tenantId)).map(toRoleJson);
  }

  /** The roles the caller may hand out: what user forms offer. */
  async grantable(auth: AuthContext): Promise<Role[]> {
    return (await rolesOfTenant(this.ctx.db, auth.tenantId, grantableLevel(auth))).map(toRoleJson);
  }

  private async checkCodeFree(tenantId: string, code: string, exceptId?: string) {
    if (await roleCodeTaken(this.ctx.db, tenantId, code, exceptId)) throw conflict(`角色编码“${code}”已存在`);
  }

  private async view(id: string): Promise<Role> {
    return toRoleJson((await roleById(this.ctx.db, id))!);
  }

  async add(auth: AuthContext, b: AddRoleBody): Promise<Role> {
    if (b.level > auth.level) throw forbidden('不能创建级别高于自己的角色');
    await this.checkCodeFree(auth.tenantId, b.roleCode);
    const id = uuidv7();
    await insertRole(this.ctx.db, { id, tenantId: auth.tenantId, ...b, createBy: auth.username });
    return this.view(id);
  }

  async edit(auth: AuthContext, b: EditRoleBody): Promise<Role> {
    const role = await manageableRole(this.ctx, auth, b.id);
    if (b.level !== undefined && b.level > auth.level) throw forbidden('不能把角色级别设为高于自己');
    if (BUILT_IN_ROLES.includes(role.roleCode) && b.roleCode !== role.roleCode)
      throw badRequest('内置角色的编码不能修改');
    await this.checkCodeFree(auth.tenantId, b.roleCode, b.id);
    await updateRole(this.ctx.db, b.id, { ...b, updateBy: auth.username, updateTime: new Date() });
    permissionsChanged(this.ctx);
    return this.view(b.id);
  }

  /** Deletes a role nobody holds any more; built-in roles stay. */
  async remove(auth: AuthContext, id: string) {
    const role = await manageableRole(this.ctx, auth, id);
    if (BUILT_IN_ROLES.includes(role.roleCode)) throw badRequest('内置角色不能删除');
    const users = await countRoleUsers(this.ctx.db, role.id);
    if (users > 0) throw badRequest(`该角色下还有 ${users} 个用户，请先移除`);
    await deleteRole(this.ctx.db, role.id, auth.username);
    permissionsChanged(this.ctx);
  }

  /** Ids of the menus and buttons granted to a role. */
  async menuIds(auth: AuthContext, roleId: string): Promise<string[]> {
    await manageableRole(this.ctx, auth, roleId);
    return rolePermissionIds(this.ctx.db, roleId);
  }

  /** Grants exactly these menus and buttons; every id must be in the permission tree. */
  async saveMenus(auth: AuthContext, roleId: string, wanted: string[]) {
    const role = await manageableRole(this.ctx, auth, roleId);
    const known = new Set((await permissionTree(this.ctx.db)).ids);
    if (wanted.some((id) => !known.has(id))) throw badRequest('所选权限不存在');
    await replaceRolePermissions(this.ctx.db, role.id, wanted);
    permissionsChanged(this.ctx);
  }

  /** A menu's data rules and the ones the role holds. */
  async dataRules(auth: AuthContext, permissionId: string, roleId: string): Promise<RoleDataRules> {
    await manageableRole(this.ctx, auth, roleId);
    const datarule = await rulesOf(this.ctx.db, permissionId);
    return { datarule, drChecked: await roleDataRuleIds(this.ctx.db, roleId, permissionId) };
  }

  /** Gives the role exactly these rules of the menu; each must belong to it. */
  async saveDataRules(auth: AuthContext, b: { permissionId: string; roleId: string; dataRuleIds: string[] }) {
    await manageableRole(this.ctx, auth, b.roleId);
    const known = new Set((await rulesOf(this.ctx.db, b.permissionId)).map((r) => r.id));
    if (b.dataRuleIds.some((id) => !known.has(id))) throw badRequest('所选数据规则不属于该菜单');
    await saveRoleDataRuleIds(this.ctx.db, b.roleId, b.permissionId, b.dataRuleIds);
    permissionsChanged(this.ctx);
  }

  /** A page of a role's users by account. */
  async users(auth: AuthContext, q: { pageNo: number; pageSize: number; roleId: string; username?: string }) {
    await manageableRole(this.ctx, auth, q.roleId);
    const where = userConditions(auth.tenantId, null, { roleId: q.roleId, username: q.username });
    const { rows, total } = await listUsers(this.ctx.db, where, { ...q, column: 'username', order: 'asc' });
    return { records: await withLinks(this.ctx.db, rows), total };
  }

  /** Gives a role to users the caller manages, if the caller may grant it. */
  async addUsers(auth: AuthContext, roleId: string, userIds: string[]) {
    const role = await manageableRole(this.ctx, auth, roleId);
    if (role.level > grantableLevel(auth)) throw forbidden(`无权分配角色“${role.roleName}”`);
    for (const id of userIds) await manageableUser(this.ctx.db, auth, id);
    await addRoleUsers(this.ctx.db, role.id, userIds);
    permissionsChanged(this.ctx);
  }

  /** Takes a role from users the caller manages; never from the caller. */
  async removeUsers(auth: AuthContext, roleId: string, userIds: string[]) {
    if (!userIds.length) throw badRequest('请选择用户');
    const role = await manageableRole(this.ctx, auth, roleId);
    if (userIds.includes(auth.userId)) throw forbidden('不能移除自己的角色');
    for (const id of userIds) await manageableUser(this.ctx.db, auth, id);
    await removeRoleUsers(this.ctx.db, auth.tenantId, role.id, userIds);
    permissionsChanged(this.ctx);
  }

  /** Whether a role code is free in the tenant (for role `exceptId` itself when editing). */
  async isCodeFree(auth: AuthContext, code: string, exceptId?: string): Promise<boolean> {
    return !(await roleCodeTaken(this.ctx.db, auth.tenantId, code, exceptId));
  }

  /** Deletes several roles; every one is checked like a single delete before any goes. */
  async removeMany(auth: AuthContext, ids: string[]) {
    if (!ids.length) throw badRequest('请选择角色');
    for (const id of ids) {
      const role = await manageableRole(this.ctx, auth, id);
      if (BUILT_IN_ROLES.includes(role.roleCode)) throw badRequest(`内置角色“${role.roleName}”不能删除`);
      const users = await countRoleUsers(this.ctx.db, role.id);
      if (users > 0) throw badRequest(`角色“${role.roleName}”下还有 ${users} 个用户，请先移除`);
    }
    for (const id of ids) await deleteRole(this.ctx.db, id, auth.username);
    permissionsChanged(this.ctx);
  }
}
