import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import {
  type GrantedDataRule,
  NO_DATA_RULES,
  type UserDataRules,
} from '../../../platform/auth/data-rule-types.ts';
import {
  sysDepartRole,
  sysDepartRolePermission,
  sysDepartRoleUser,
  sysPermissionDataRule,
  sysRoleDataRule,
} from '../access-tables.ts';
import { sysDepart, sysPermission, sysRole, sysUser, sysUserDepart, sysUserRole } from '../tables.ts';

const splitIds = (text: string) =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * Enabled rules the user's roles and department roles were given, grouped by the component of their
 * menu. Rules chosen on one menu are ANDed when a list of that menu is read. Users without any chosen
 * rule cost two small queries.
 */
export async function loadUserDataRules(db: Db, userId: string): Promise<UserDataRules> {
  const [viaRoles, viaDepartRoles] = await Promise.all([
    db
      .select({ permissionId: sysRoleDataRule.permissionId, ids: sysRoleDataRule.dataRuleIds })
      .from(sysUserRole)
      .innerJoin(sysRole, and(eq(sysRole.id, sysUserRole.roleId), eq(sysRole.delFlag, 0)))
      .innerJoin(sysRoleDataRule, eq(sysRoleDataRule.roleId, sysUserRole.roleId))
      .where(eq(sysUserRole.userId, userId)),
    db
      .select({
        permissionId: sysDepartRolePermission.permissionId,
        ids: sysDepartRolePermission.dataRuleIds,
      })
      .from(sysDepartRoleUser)
      .innerJoin(
        sysDepartRole,
        and(eq(sysDepartRole.id, sysDepartRoleUser.roleId), eq(sysDepartRole.delFlag, 0)),
      )
      .innerJoin(sysDepartRolePermission, eq(sysDepartRolePermission.roleId, sysDepartRoleUser.roleId))
      .where(eq(sysDepartRoleUser.userId, userId)),
  ]);
  const chosen = [...viaRoles, ...viaDepartRoles];
  // A rule id counts only on the menu it belongs to.
  const pairs = new Set(chosen.flatMap((c) => splitIds(c.ids).map((id) => `${c.permissionId}/${id}`)));
  if (!pairs.size) return NO_DATA_RULES;
  const ids = [...new Set([...pairs].map((p) => p.slice(p.indexOf('/') + 1)))];
  const rows = await db
    .select({
      id: sysPermissionDataRule.id,
      permissionId: sysPermissionDataRule.permissionId,
      ruleName: sysPermissionDataRule.ruleName,
      column: sysPermissionDataRule.ruleColumn,
      condition: sysPermissionDataRule.ruleConditions,
      value: sysPermissionDataRule.ruleValue,
      component: sysPermission.component,
    })
    .from(sysPermissionDataRule)
    .innerJoin(
      sysPermission,
      and(
        eq(sysPermission.id, sysPermissionDataRule.permissionId),
        eq(sysPermission.delFlag, 0),
        ne(sysPermission.menuType, 2),
      ),
    )
    .where(
      and(
        inArray(sysPermissionDataRule.id, ids),
        eq(sysPermissionDataRule.delFlag, 0),
        eq(sysPermissionDataRule.status, '1'),
      ),
    );
  const byMenu = new Map<string, GrantedDataRule[]>();
  for (const r of rows) {
    if (!r.component || !pairs.has(`${r.permissionId}/${r.id}`)) continue;
    const rule: GrantedDataRule = {
      id: r.id,
      ruleName: r.ruleName,
      column: r.column ?? '',
      condition: r.condition,
      value: r.value,
    };
    byMenu.set(r.component, [...(byMenu.get(r.component) ?? []), rule]);
  }
  if (!byMenu.size) return NO_DATA_RULES;
  const [[user], departs] = await Promise.all([
    db.select({ realname: sysUser.realname }).from(sysUser).where(eq(sysUser.id, userId)),
    db
      .select({ orgCode: sysDepart.orgCode })
      .from(sysUserDepart)
      .innerJoin(sysDepart, and(eq(sysDepart.id, sysUserDepart.departId), eq(sysDepart.delFlag, 0)))
      .where(eq(sysUserDepart.userId, userId)),
  ]);
  return {
    byMenu,
    realname: user?.realname ?? null,
    orgCodes: [...new Set(departs.map((d) => d.orgCode))].sort(),
  };
}
