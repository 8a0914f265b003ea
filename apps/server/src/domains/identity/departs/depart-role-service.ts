import type { AddDepartRoleBody, AdminUser, DepartRole, EditDepartRoleBody } from '@ck/shared';
import { uuidv7 } from 'uuidv7';
import type { AppContext } from '../../../context.ts';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import { badRequest, conflict, notFound } from '../../../platform/http/errors.ts';
import { permissionTree } from '../permissions/permission-tree.ts';
import { permissionsChanged } from '../roles/role-policy.ts';
import { findTenantUser, toUserJson } from '../users/user-repository.ts';
import {
  addDepartRoleUsers,
  countDepartMembers,
  type DepartRoleRow,
  deleteDepartRole,
  departPermissionIds,
  departRoleCodeTaken,
  departRolePermissionIds,
  departRoleUserIds,
  findDepartRole,
  insertDepartRole,
  removeDepartRoleUser,
  replaceDepartPermissions,
  replaceDepartRolePermissions,
  rolesOfDepart,
  updateDepartRole,
} from './depart-role-repository.ts';
import { tenantDepart } from './depart-service.ts';

// Department roles have always answered their times as ISO 8601 text, unlike the rest of the back office.
const toDepartRoleJson = (r: DepartRoleRow): DepartRole => ({
  id: r.id,
  departId: r.departId,
  roleName: r.roleName,
  roleCode: r.roleCode,
  description: r.description,
  sortNo: r.sortNo,
  createBy: r.createBy,
  createTime: r.createTime.toISOString(),
  updateBy: r.updateBy,
  updateTime: r.updateTime?.toISOString() ?? null,
});

/** Department roles, their menus and members, and the menus a department may use. */
export class DepartRoleAdmin {
  constructor(private readonly ctx: AppContext) {}

  private async role(auth: AuthContext, id: string) {
    const r = await findDepartRole(this.ctx.db, auth.tenantId, id);
    if (!r) throw notFound('部门角色不存在');
    return r;
  }

  private async checkCodeFree(departId: string, code: string, exceptId?: string) {
    if (await departRoleCodeTaken(this.ctx.db, departId, code, exceptId))
      throw conflict(`角色编码“${code}”已存在`);
  }

  async list(auth: AuthContext, departId: string): Promise<DepartRole[]> {
    await tenantDepart(this.ctx.db, auth, departId);
    return (await rolesOfDepart(this.ctx.db, departId)).map(toDepartRoleJson);
  }

  async add(auth: AuthContext, b: AddDepartRoleBody): Promise<string> {
    await tenantDepart(this.ctx.db, auth, b.departId);
    await this.checkCodeFree(b.departId, b.roleCode);
    const id = uuidv7();
    await insertDepartRole(this.ctx.db, { id, tenantId: auth.tenantId, ...b, createBy: auth.username });
    return id;
  }

  async edit(auth: AuthContext, b: EditDepartRoleBody) {
    const { id, ...values } = b;
    const role = await this.role(auth, id);
    await this.checkCodeFree(role.departId, values.roleCode, id);
    await updateDepartRole(this.ctx.db, id, { ...values, updateBy: auth.username, updateTime: new Date() });
  }

  async remove(auth: AuthContext, id: string) {
    const role = await this.role(auth, id);
    await deleteDepartRole(this.ctx.db, role.id);
    permissionsChanged(this.ctx);
  }

  async departMenuIds(auth: AuthContext, departId: string): Promise<string[]> {
    await tenantDepart(this.ctx.db, auth, departId);
    return departPermissionIds(this.ctx.db, departId);
  }

  /** The menus a department may use; every id must be in the permission tree. */
  async saveDepartMenus(auth: AuthContext, departId: string, permissionIds: string[]) {
    await tenantDepart(this.ctx.db, auth, departId);
    const known = new Set((await permissionTree(this.ctx.db)).ids);
    if (permissionIds.some((id) => !known.has(id))) throw badRequest('所选权限不存在');
    await replaceDepartPermissions(this.ctx.db, departId, permissionIds);
    permissionsChanged(this.ctx);
  }

  async roleMenuIds(auth: AuthContext, roleId: string): Promise<string[]> {
    await this.role(auth, roleId);
    return departRolePermissionIds(this.ctx.db, roleId);
  }

  /** A department role's menus, chosen among those of its department. */
  async saveRoleMenus(auth: AuthContext, roleId: string, permissionIds: string[]) {
    const role = await this.role(auth, roleId);
    const allowed = new Set(await departPermissionIds(this.ctx.db, role.departId));
    if (permissionIds.some((id) => !allowed.has(id))) throw badRequest('只能选择该部门已授权的菜单');
    await replaceDepartRolePermissions(this.ctx.db, role.id, permissionIds);
    permissionsChanged(this.ctx);
  }

  /** The role's members who are live users of the tenant (without role and department texts). */
  async users(auth: AuthContext, roleId: string): Promise<AdminUser[]> {
    await this.role(auth, roleId);
    const users: AdminUser[] = [];
    for (const userId of await departRoleUserIds(this.ctx.db, roleId)) {
      const u = await findTenantUser(this.ctx.db, auth.tenantId, userId);
      if (u) users.push(toUserJson(u));
    }
    return users;
  }

  /** Adds members of the role's department to it. */
  async addUsers(auth: AuthContext, roleId: string, userIds: string[]) {
    const role = await this.role(auth, roleId);
    if (!userIds.length) throw badRequest('请选择用户');
    if ((await countDepartMembers(this.ctx.db, role.departId, userIds)) !== userIds.length)
      throw badRequest('只能添加该部门的成员');
    await addDepartRoleUsers(this.ctx.db, role.id, userIds);
    permissionsChanged(this.ctx);
  }

  async removeUser(auth: AuthContext, roleId: string, userId: string) {
    await this.role(auth, roleId);
    await removeDepartRoleUser(this.ctx.db, roleId, userId);
    permissionsChanged(this.ctx);
  }

  /** Deletes several department roles, every one checked first. */
  async removeMany(auth: AuthContext, ids: string[]) {
    if (!ids.length) throw badRequest('请选择部门角色');
    for (const id of ids) await this.role(auth, id);
    for (const id of ids) await this.remove(auth, id);
  }

  /** The user's roles in one department (`getDeptRoleByUserId`) as the family's `{id, userId, droleId}`. */
  async rolesOfUser(auth: AuthContext, departId: string, userId: string) {
    const roles = await this.list(auth, departId);
    const held = [];
    for (const r of roles)
      if ((await departRoleUserIds(this.ctx.db, r.id)).includes(userId))
        held.push({ id: `${r.id}:${userId}`, userId, droleId: r.id });
    return held;
  }

  /**
   * Sets a member's roles in a department (`deptRoleUserAdd`): the roles in `newRoleIds` are held
   * afterwards, those of `oldRoleIds` left out are dropped; all must be roles of that department.
   */
  async setUserRoles(auth: AuthContext, b: { userId: string; newRoleIds: string[]; oldRoleIds: string[] }) {
    const roles = [];
    for (const id of new Set([...b.newRoleIds, ...b.oldRoleIds])) roles.push(await this.role(auth, id));
    if (!roles.length) throw badRequest('请选择部门角色');
    const departs = new Set(roles.map((r) => r.departId));
    if (departs.size > 1) throw badRequest('所选角色不属于同一个部门');
    const [departId] = departs;
    if ((await countDepartMembers(this.ctx.db, departId, [b.userId])) !== 1)
      throw badRequest('该用户不是此部门的成员');
    for (const id of b.oldRoleIds)
      if (!b.newRoleIds.includes(id)) await removeDepartRoleUser(this.ctx.db, id, b.userId);
    for (const id of b.newRoleIds) await addDepartRoleUsers(this.ctx.db, id, [b.userId]);
    permissionsChanged(this.ctx);
  }
}
