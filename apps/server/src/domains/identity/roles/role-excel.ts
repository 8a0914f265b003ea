import { addRoleBody, defineResource } from '@ck/shared';
import { uuidv7 } from 'uuidv7';
import type { SheetRow } from '../../../crud/excel-read.ts';
import { cellText, RowProblems, sheetOutcome } from '../../../crud/sheet-import.ts';
import type { Db } from '../../../db/client.ts';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import { sysRole } from '../tables.ts';
import { type RoleRow, rolesOfTenant } from './role-repository.ts';

const text = (label: string) => ({ kind: 'text' as const, label });
/** The columns of the role sheet (export and import). */
export const roleSheet = defineResource({
  module: 'sys',
  name: 'role',
  label: '角色',
  table: 'sys_role',
  permPrefix: 'system:role',
  fields: {
    roleName: text('角色名称'),
    roleCode: text('角色编码'),
    level: text('级别'),
    description: text('描述'),
  },
});

export const roleSheetRows = (rows: RoleRow[]) =>
  rows.map((r) => ({
    roleName: r.roleName,
    roleCode: r.roleCode,
    level: String(r.level),
    description: r.description ?? '',
  }));

/** The tenant's roles for the export, highest level first. */
export const exportedRoles = (db: Db, auth: AuthContext) => rolesOfTenant(db, auth.tenantId);

/**
 * Imports roles: each row is checked like `add` (names, code, a level no higher than the caller's, a code
 * not used by a live role or an earlier row); nothing is written unless every row is valid.
 */
export async function importRoles(db: Db, auth: AuthContext, rows: SheetRow[]) {
  const taken = new Set((await rolesOfTenant(db, auth.tenantId)).map((r) => r.roleCode));
  const problems = new RowProblems();
  const planned: (typeof sysRole.$inferInsert)[] = [];
  for (const r of rows) {
    const parsed = addRoleBody.safeParse({
      roleName: cellText(r, 'roleName'),
      roleCode: cellText(r, 'roleCode'),
      level: cellText(r, 'level'),
      description: cellText(r, 'description'),
    });
    if (!parsed.success) {
      problems.addZod(r.rowNumber, parsed.error);
      continue;
    }
    const role = parsed.data;
    if (role.level > auth.level) problems.add(r.rowNumber, '不能创建级别高于自己的角色');
    if (taken.has(role.roleCode)) problems.add(r.rowNumber, `角色编码“${role.roleCode}”已存在`);
    taken.add(role.roleCode);
    planned.push({ id: uuidv7(), tenantId: auth.tenantId, ...role, createBy: auth.username });
  }
  if (!problems.size && planned.length) await db.insert(sysRole).values(planned);
  return sheetOutcome(rows.length, problems, '角色');
}
