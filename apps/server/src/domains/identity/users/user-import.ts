import { type AddUserBody, addUserBody, defineResource, type UserImportResult } from '@ck/shared';
import { uuidv7 } from 'uuidv7';
import type { AppContext } from '../../../context.ts';
import type { SheetRow } from '../../../crud/excel-read.ts';
import { chunks } from '../../../crud/records.ts';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import { hashPassword, passwordProblem } from '../../../platform/auth/password.ts';
import { randomPassword } from '../../../platform/auth/random-password.ts';
import { sysUser, sysUserDepart, sysUserRole } from '../tables.ts';
import { type ImportTracker, NO_TRACKING } from './import-progress.ts';
import { grantableLevel } from './user-policy.ts';
import { departIdsByOrgCode, takenUsernames } from './user-repository.ts';
import { assertSeats } from './user-seats.ts';
import { roleIdByCode } from './user-write.ts';

const text = (label: string) => ({ kind: 'text' as const, label });

/** The first columns of every user sheet, the import template's and the export's. */
export const personColumns = {
  username: text('用户账号'),
  realname: text('真实姓名'),
  nickname: text('昵称'),
  sex: text('性别'),
  birthday: text('生日'),
  phone: text('手机号'),
  email: text('邮箱'),
};

/** The import template's columns; shaped like a resource declaration so the engine's sheet reader serves it. */
export const importSheet = defineResource({
  module: 'sys',
  name: 'user',
  label: '用户导入模板',
  table: 'sys_user',
  permPrefix: 'system:user',
  fields: {
    ...personColumns,
    roleCode: text('角色编码'),
    orgCode: text('班级编码'),
    password: text('密码'),
  },
});

const SEX_BY_TEXT: Record<string, number> = { 男: 1, 女: 2, '1': 1, '2': 2 };

interface Prepared {
  rowNumber: number;
  username: string;
  values: AddUserBody;
  roleId: string;
  departId: string | null;
  orgCode: string | null;
}

/** Rows checked between two progress reports; the event loop gets a turn at each, so polls are answered. */
const REPORT_EVERY = 100;
/** Users inserted per statement; small enough that 写入 moves visibly on a large sheet. */
const INSERT_CHUNK = 200;
const yieldTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Validates every row like `POST add`; writes all rows in one transaction, or none. The tracker hears
 * the 校验 and 写入 phases with rows processed out of the sheet's rows.
 */
export async function importUsers(
  ctx: AppContext,
  auth: AuthContext,
  rows: SheetRow[],
  progress: ImportTracker = NO_TRACKING,
) {
  progress.phase('validate', rows.length);
  const errors: { row: number; message: string }[] = [];
  const refuse = (row: number, message: string) => errors.push({ row, message });
  const cell = (r: SheetRow, k: string) => (r.body[k] === undefined ? undefined : String(r.body[k]).trim());
  const roleCodes = [...new Set(rows.map((r) => cell(r, 'roleCode') || 'student'))];
  const roles = await roleIdByCode(ctx.db, auth.tenantId, roleCodes);
  const orgCodes = [...new Set(rows.map((r) => cell(r, 'orgCode')).filter(Boolean))] as string[];
  const departs = await departIdsByOrgCode(ctx.db, auth.tenantId, orgCodes);
  const shared = randomPassword();
  const prepared: Prepared[] = [];
  const seen = new Set<string>();
  for (const [index, r] of rows.entries()) {
    if (index > 0 && index % REPORT_EVERY === 0) {
      progress.advance(index);
      await yieldTurn();
    }
    const username = cell(r, 'username') ?? '';
    const parsed = addUserBody.safeParse({
      username,
      realname: cell(r, 'realname'),
      nickname: cell(r, 'nickname'),
      sex: SEX_BY_TEXT[cell(r, 'sex') ?? ''] ?? (cell(r, 'sex') ? 9 : null),
      birthday: cell(r, 'birthday'),
      phone: cell(r, 'phone'),
      email: cell(r, 'email'),
      password: cell(r, 'password') || shared,
    });
    if (!parsed.success) {
      refuse(r.rowNumber, parsed.error.issues.map((i) => i.message).join('；'));
      continue;
    }
    const own = cell(r, 'password');
    const problem = own ? passwordProblem(own) : null;
    if (problem) refuse(r.rowNumber, problem);
    if (seen.has(username)) refuse(r.rowNumber, `用户账号“${username}”在文件中重复`);
    seen.add(username);
    const code = cell(r, 'roleCode') || 'student';
    const role = roles.get(code);
    if (!role) refuse(r.rowNumber, `角色编码“${code}”不存在`);
    else if (role.level > grantableLevel(auth)) refuse(r.rowNumber, `无权分配角色“${role.roleName}”`);
    const orgCode = cell(r, 'orgCode') || null;
    const departId = orgCode ? (departs.get(orgCode) ?? null) : null;
    if (orgCode && !departId) refuse(r.rowNumber, `班级编码“${orgCode}”不存在`);
    if (role && !problem)
      prepared.push({
        rowNumber: r.rowNumber,
        username,
        values: parsed.data,
        roleId: role.id,
        departId,
        orgCode,
      });
  }
  for (const part of chunks([...seen])) {
    const takenSet = new Set(await takenUsernames(ctx.db, part));
    for (const p of prepared)
      if (takenSet.has(p.username)) refuse(p.rowNumber, `用户账号“${p.username}”已存在`);
  }
  progress.advance(rows.length);
  if (errors.length) {
    const sorted = errors.sort((a, b) => a.row - b.row);
    const failed = new Set(sorted.map((e) => e.row)).size;
    return { ok: false as const, result: { total: rows.length, success: 0, failed, errors: sorted } };
  }
  // One hash for every row without its own password; rows with one are hashed each.
  const sharedHash = await hashPassword(shared);
  const withOwn = prepared.filter((p) => p.values.password !== shared);
  // 写入 counts hashing the own passwords and inserting the rows, scaled to the number of rows.
  progress.phase('write', rows.length);
  const steps = withOwn.length + rows.length;
  let done = 0;
  const step = (n: number) => {
    done += n;
    progress.advance(Math.floor((done / steps) * rows.length));
  };
  const ownHashes = new Map<string, string>();
  for (const part of chunks(withOwn, 4)) {
    await Promise.all(
      part.map(async (p) => ownHashes.set(p.username, await hashPassword(p.values.password))),
    );
    step(part.length);
  }
  const users = prepared.map((p) => ({
    id: uuidv7(),
    tenantId: auth.tenantId,
    username: p.username,
    realname: p.values.realname,
    nickname: p.values.nickname ?? p.values.realname,
    sex: p.values.sex,
    birthday: p.values.birthday,
    phone: p.values.phone,
    email: p.values.email,
    passwordHash: ownHashes.get(p.username) ?? sharedHash,
    orgCode: p.orgCode,
    createBy: auth.username,
  }));
  await ctx.db.transaction(async (tx) => {
    // All rows or none: imported accounts are ordinary members (identity 1), each takes a student seat.
    await assertSeats(tx, auth.tenantId, { students: users.length });
    for (const part of chunks(users, INSERT_CHUNK)) {
      await tx.insert(sysUser).values(part);
      step(part.length);
    }
    const roleLinks = users.map((u, i) => ({ userId: u.id, roleId: prepared[i].roleId }));
    for (const part of chunks(roleLinks, 1000)) await tx.insert(sysUserRole).values(part);
    const departLinks = users.flatMap((u, i) => {
      const departId = prepared[i].departId;
      return departId ? [{ userId: u.id, departId }] : [];
    });
    for (const part of chunks(departLinks, 1000)) await tx.insert(sysUserDepart).values(part);
  });
  const usesShared = users.length > withOwn.length;
  const result: UserImportResult = {
    total: rows.length,
    success: rows.length,
    failed: 0,
    errors: [],
    initialPassword: usesShared ? shared : null,
  };
  return { ok: true as const, result };
}
