import { type RoleDataRules, splitIds } from '@ck/shared';
import type { AppContext } from '../../../context.ts';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import { badRequest, notFound } from '../../../platform/http/errors.ts';
import { rulesOf } from '../permissions/data-rule-service.ts';
import { permissionsChanged } from '../roles/role-policy.ts';
import {
  departGrant,
  departRoleGrant,
  findDepartRole,
  saveDepartDataRuleIds,
  saveDepartRoleDataRuleIds,
} from './depart-role-repository.ts';
import { tenantDepart } from './depart-service.ts';

/**
 * Data rules per menu for departments and department roles. A department picks among the menu's
 * rules; its roles pick among the department's. Both must hold the menu first.
 */
export class DepartDataRules {
  constructor(private readonly ctx: AppContext) {}

  private async departMenu(auth: AuthContext, departId: string, permissionId: string) {
    const depart = await tenantDepart(this.ctx.db, auth, departId);
    const grant = await departGrant(this.ctx.db, depart.id, permissionId);
    if (!grant) throw badRequest('该部门没有此菜单的权限，请先在部门权限中勾选并保存');
    return grant;
  }

  private async roleMenu(auth: AuthContext, roleId: string, permissionId: string, departId?: string) {
    const role = await findDepartRole(this.ctx.db, auth.tenantId, roleId);
    if (!role) throw notFound('部门角色不存在');
    if (departId && role.departId !== departId) throw badRequest('该角色不属于此部门');
    const departRules = await this.departMenu(auth, role.departId, permissionId);
    const grant = await departRoleGrant(this.ctx.db, role.id, permissionId);
    if (!grant) throw badRequest('该部门角色没有此菜单的权限，请先在角色授权中勾选并保存');
    const allowed = new Set(splitIds(departRules.dataRuleIds));
    const datarule = (await rulesOf(this.ctx.db, permissionId)).filter((r) => allowed.has(r.id));
    return { role, grant, datarule };
  }

  async ofDepart(auth: AuthContext, permissionId: string, departId: string): Promise<RoleDataRules> {
    const grant = await this.departMenu(auth, departId, permissionId);
    return { datarule: await rulesOf(this.ctx.db, permissionId), drChecked: grant.dataRuleIds };
  }

  /** Gives the department exactly these rules of the menu; its roles lose rules it no longer has. */
  async saveForDepart(
    auth: AuthContext,
    b: { permissionId: string; departId: string; dataRuleIds: string[] },
  ) {
    const grant = await this.departMenu(auth, b.departId, b.permissionId);
    const known = new Set((await rulesOf(this.ctx.db, b.permissionId)).map((r) => r.id));
    if (b.dataRuleIds.some((id) => !known.has(id))) throw badRequest('所选数据规则不属于该菜单');
    await saveDepartDataRuleIds(this.ctx.db, grant.departId, b.permissionId, b.dataRuleIds);
    permissionsChanged(this.ctx);
  }

  /** The department's rules of the menu (those the role may pick) and the ones the role holds. */
  async ofRole(
    auth: AuthContext,
    permissionId: string,
    departId: string,
    roleId: string,
  ): Promise<RoleDataRules> {
    const { grant, datarule } = await this.roleMenu(auth, roleId, permissionId, departId);
    return { datarule, drChecked: grant.dataRuleIds };
  }

  /** Gives the department role exactly these rules, each one its department has on the menu. */
  async saveForRole(auth: AuthContext, b: { permissionId: string; roleId: string; dataRuleIds: string[] }) {
    const { role, datarule } = await this.roleMenu(auth, b.roleId, b.permissionId);
    const allowed = new Set(datarule.map((r) => r.id));
    if (b.dataRuleIds.some((id) => !allowed.has(id)))
      throw badRequest('只能选择该部门在此菜单上已有的数据规则');
    await saveDepartRoleDataRuleIds(this.ctx.db, role.id, b.permissionId, b.dataRuleIds);
    permissionsChanged(this.ctx);
  }
}
