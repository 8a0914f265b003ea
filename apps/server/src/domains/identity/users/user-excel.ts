import { defineResource, PERMS } from '@ck/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { uuidv7 } from 'uuidv7';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { buildWorkbook, contentDisposition } from '../../../crud/excel-export.ts';
import { uploadedXlsx } from '../../../crud/excel-import.ts';
import { readSheet, type SheetRow } from '../../../crud/excel-read.ts';
import { chunks } from '../../../crud/records.ts';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import { requirePerm } from '../../../platform/auth/guard.ts';
import { hashPassword, passwordProblem } from '../../../platform/auth/password.ts';
import { randomPassword } from '../../../platform/auth/random-password.ts';
import { ok } from '../../../platform/http/envelope.ts';
import { AppError, badRequest, notFound } from '../../../platform/http/errors.ts';
import { tenantScope } from '../../../platform/tenancy/tenancy.ts';
import { sysDepart, sysUser, sysUserDepart, sysUserRole } from '../tables.ts';
import { type ImportTracker, importProgressOf, NO_TRACKING } from './import-progress.ts';
import { grantableLevel, userScope } from './user-policy.ts';
import { listUsers, userConditions, withLinks } from './user-repository.ts';
import { userDataRules, userListQuery } from './user-routes.ts';
import { addUserBody } from './user-schemas.ts';
import { roleIdByCode } from './user-write.ts';

const TAGS = ['identity'];

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const MAX_EXPORT = 50_000;

/** Sheet layouts; shaped like resource declarations so the engine's sheet reader and writer serve them. */
const text = (label: string) => ({ kind: 'text' as const, label });
const exportSheet = defineResource({
  module: 'sys',
  name: 'user',
  label: '用户列表',
  table: 'sys_user',
  permPrefix: 'system:user',
  fields: {
    username: text('用户账号'),
    realname: text('真实姓名'),
    nickname: text('昵称'),
    sex: text('性别'),
    birthday: text('生日'),
    phone: text('手机号'),
    email: text('邮箱'),
    userIdentity: text('身份'),
    status: text('状态'),
    roleNames: text('角色'),
    orgCodeTxt: text('部门'),
    createTime: text('创建时间'),
  },
});
export const importSheet = defineResource({
  module: 'sys',
  name: 'user',
  label: '用户导入模板',
  table: 'sys_user',
  permPrefix: 'system:user',
  fields: {
    username: text('用户账号'),
    realname: text('真实姓名'),
    nickname: text('昵称'),
    sex: text('性别'),
    birthday: text('生日'),
    phone: text('手机号'),
    email: text('邮箱'),
    roleCode: text('角色编码'),
    orgCode: text('班级编码'),
    password: text('密码'),
  },
});

const SEX_BY_TEXT: Record<string, number> = { 男: 1, 女: 2, '1': 1, '2': 2 };

interface Prepared {
  rowNumber: number;
  username: string;
  values: ReturnType<typeof addUserBody.parse>;
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
  const departs = new Map<string, string>();
  for (const part of chunks(orgCodes)) {
    const found = await ctx.db
      .select({ id: sysDepart.id, orgCode: sysDepart.orgCode })
      .from(sysDepart)
      .where(and(tenantScope(sysDepart, auth), eq(sysDepart.delFlag, 0), inArray(sysDepart.orgCode, part)));
    for (const d of found) departs.set(d.orgCode, d.id);
  }
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
    const taken = await ctx.db
      .select({ username: sysUser.username })
      .from(sysUser)
      .where(and(inArray(sysUser.username, part), eq(sysUser.delFlag, 0)));
    const takenSet = new Set(taken.map((t) => t.username));
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
  return {
    ok: true as const,
    result: {
      total: rows.length,
      success: rows.length,
      failed: 0,
      errors: [],
      initialPassword: usesShared ? shared : null,
    },
  };
}

export function userExcelRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/sys/user/exportXls',
    {
      config: requirePerm(PERMS.user.export),
      schema: { summary: '导出用户：与列表相同的筛选，最多 5 万行', tags: TAGS, querystring: userListQuery },
    },
    async (req, reply) => {
      const q = req.query;
      const where = userConditions(req.auth!.tenantId, userScope(req.auth!), q);
      // The export holds the same rows as the list, data rules included.
      const rules = await userDataRules(ctx, req);
      if (rules) where.push(rules);
      const { rows, total } = await listUsers(ctx.db, where, { ...q, pageNo: 1, pageSize: MAX_EXPORT });
      if (total > MAX_EXPORT) throw badRequest(`一次最多导出 ${MAX_EXPORT} 个用户，请先筛选`);
      const records = (await withLinks(ctx.db, rows)).map((u) => ({
        ...u,
        sex: u.sex_dictText,
        status: u.status_dictText,
        userIdentity: u.userIdentity_dictText,
      }));
      const buffer = await buildWorkbook(exportSheet, records);
      return reply
        .header('Content-Type', XLSX)
        .header('Content-Disposition', contentDisposition('用户列表.xlsx', 'users.xlsx'))
        .send(buffer);
    },
  );

  app.get(
    '/api/sys/user/importTemplate',
    {
      config: requirePerm(PERMS.user.import),
      schema: { summary: '用户导入模板', tags: TAGS },
    },
    async (_req, reply) => {
      const example = {
        username: 'zhangsan01',
        realname: '张三',
        nickname: '小张',
        sex: '男',
        birthday: '2015-09-01',
        phone: '',
        email: '',
        roleCode: 'student',
        orgCode: 'A01A01',
        password: '',
      };
      const buffer = await buildWorkbook(importSheet, [example]);
      return reply
        .header('Content-Type', XLSX)
        .header('Content-Disposition', contentDisposition('用户导入模板.xlsx', 'user-template.xlsx'))
        .send(buffer);
    },
  );

  const progressStore = importProgressOf(ctx);

  app.post(
    '/api/sys/user/importExcel',
    {
      config: requirePerm(PERMS.user.import),
      // `importId`: chosen by the client, so that it can poll `importProgress` while this call runs.
      schema: {
        summary:
          '导入用户：multipart 字段 `file`；全部行通过才写入，否则 400 并列出每行错误；未填密码的行共用一个随机初始密码（`initialPassword`）；可选查询参数 `importId`（8–64 位字母、数字或连字符，由客户端生成，重复使用为 409）用于查询进度',
        tags: TAGS,
        querystring: z.object({
          importId: z.string().max(64, '导入编号格式不正确：应为 8 到 64 位字母、数字或连字符').optional(),
        }),
      },
    },
    async (req, reply) => {
      const auth = req.auth!;
      const { importId } = req.query;
      const progress = importId ? progressStore.start(importId, auth) : NO_TRACKING;
      try {
        const rows = await readSheet(importSheet, await uploadedXlsx(req));
        if (!rows.length) throw badRequest('文件中没有可导入的数据');
        const outcome = await importUsers(ctx, auth, rows, progress);
        if (outcome.ok) {
          const shared = outcome.result.initialPassword;
          progress.finish(true, `导入成功，共 ${rows.length} 个用户`);
          return ok(
            outcome.result,
            `导入成功，共 ${rows.length} 个用户${shared ? `；未填写密码的用户初始密码为 ${shared}（只显示这一次）` : ''}`,
          );
        }
        const r = outcome.result;
        const message = `导入失败：共 ${r.total} 行，${r.failed} 行有误，未写入任何数据`;
        progress.finish(false, message);
        return reply
          .status(400)
          .send({ success: false, code: 400, message, result: r, timestamp: Date.now() });
      } catch (err) {
        progress.finish(false, err instanceof AppError ? err.message : '导入失败，未写入任何数据');
        throw err;
      }
    },
  );

  app.get(
    '/api/sys/user/importProgress',
    {
      config: requirePerm(PERMS.user.import),
      schema: {
        summary:
          '导入进度 `{id, phase: parse/validate/write/done, phaseText: 解析/校验/写入/完成, processed, total, success, message}`；`total` 为表格行数（解析阶段为 0），同一阶段内 `processed` 只增不减；只有发起导入的用户可读，未知、过期（最后一次更新后 5 分钟）或他人的编号为 404。进度保存在处理该请求的应用节点的内存中',
        tags: TAGS,
        querystring: z.object({
          id: z.string({ error: '缺少参数 id' }).min(1, '缺少参数 id').max(64, '导入编号格式不正确'),
        }),
      },
    },
    async (req) => {
      const found = progressStore.get(req.query.id, req.auth!);
      if (!found) throw notFound('导入进度不存在或已过期');
      return ok(found, '查询成功');
    },
  );
}
