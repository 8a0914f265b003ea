import { and, asc, eq, ne, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { uuidv7 } from 'uuidv7';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { sysCheckRule, sysDepart, sysDict, sysPermission, sysRole, sysUser } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { formatDateTime } from '../../platform/http/dates.ts';
import { ok } from '../../platform/http/envelope.ts';
import { badRequest, conflict, notFound } from '../../platform/http/errors.ts';
import { idSchema } from './admin-query.ts';
import { MAX_VALUE_LENGTH, patternProblem } from './safe-pattern.ts';

interface Checkable {
  id: PgColumn;
  delFlag: PgColumn;
  /** Absent for platform-wide tables (usernames are unique across tenants, menus are global). */
  tenantId?: PgColumn;
  fields: Record<string, PgColumn>;
}

/**
 * The only (table, field) pairs `duplicate/check` answers for. Anything else is refused before any SQL
 * is built: the ancestor pasted these names into a query.
 */
const CHECKABLE: Record<string, Checkable> = {
  sys_user: {
    id: sysUser.id,
    delFlag: sysUser.delFlag,
    fields: { username: sysUser.username },
  },
  sys_user_tenant: { id: sysUser.id, delFlag: sysUser.delFlag, tenantId: sysUser.tenantId, fields: {} },
  sys_role: {
    id: sysRole.id,
    delFlag: sysRole.delFlag,
    tenantId: sysRole.tenantId,
    fields: { role_code: sysRole.roleCode },
  },
  sys_depart: {
    id: sysDepart.id,
    delFlag: sysDepart.delFlag,
    tenantId: sysDepart.tenantId,
    fields: { org_code: sysDepart.orgCode },
  },
  sys_dict: {
    id: sysDict.id,
    delFlag: sysDict.delFlag,
    tenantId: sysDict.tenantId,
    fields: { dict_code: sysDict.dictCode },
  },
  sys_permission: {
    id: sysPermission.id,
    delFlag: sysPermission.delFlag,
    fields: { perms: sysPermission.perms },
  },
  sys_check_rule: {
    id: sysCheckRule.id,
    delFlag: sysCheckRule.delFlag,
    tenantId: sysCheckRule.tenantId,
    fields: { rule_code: sysCheckRule.ruleCode },
  },
};
// Phone and email are unique inside a tenant.
const TENANT_FIELDS: Record<string, PgColumn> = { phone: sysUser.phone, email: sysUser.email };

/** A field name as snake_case, so `roleCode` and `role_code` name the same column. */
const snake = (s: string) => s.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

function target(tableName: string, fieldName: string): { table: Checkable; column: PgColumn } | null {
  const field = snake(fieldName);
  if (tableName === 'sys_user' && field in TENANT_FIELDS)
    return { table: CHECKABLE.sys_user_tenant, column: TENANT_FIELDS[field] };
  const table =
    Object.hasOwn(CHECKABLE, tableName) && tableName !== 'sys_user_tenant' ? CHECKABLE[tableName] : null;
  if (!table || !Object.hasOwn(table.fields, field)) return null;
  return { table, column: table.fields[field] };
}

const ruleItem = z.object({
  digits: z.union([z.literal('*'), z.coerce.number().int().min(1).max(MAX_VALUE_LENGTH)], {
    error: '位数只能是 * 或正整数',
  }),
  pattern: z.string({ error: '请输入正则表达式' }),
  message: z.string({ error: '请输入提示信息' }).trim().min(1, '请输入提示信息').max(200, '提示信息过长'),
});
const ruleJson = z
  .string({ error: '请输入规则' })
  .max(5000, '规则过长')
  .transform((text, ctx) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      ctx.addIssue({ code: 'custom', message: '规则必须是 JSON 数组' });
      return z.NEVER;
    }
    const items = z.array(ruleItem).min(1, '至少需要一条规则').max(20, '最多 20 条规则').safeParse(parsed);
    if (!items.success) {
      ctx.addIssue({ code: 'custom', message: items.error.issues[0]?.message ?? '规则格式不正确' });
      return z.NEVER;
    }
    for (const item of items.data) {
      const problem = patternProblem(item.pattern);
      if (problem) {
        ctx.addIssue({ code: 'custom', message: problem });
        return z.NEVER;
      }
    }
    return JSON.stringify(items.data);
  });
const ruleFields = {
  ruleName: z.string({ error: '请输入规则名称' }).trim().min(1, '请输入规则名称').max(100),
  ruleCode: z
    .string({ error: '请输入规则编码' })
    .trim()
    .regex(/^[A-Za-z][A-Za-z0-9_]{0,99}$/, '规则编码只能包含字母、数字和下划线，且以字母开头'),
  ruleJson,
  ruleDescription: z
    .string()
    .trim()
    .max(500)
    .nullish()
    .transform((v) => v || null),
};

/** Runs a stored rule: each item checks the next `digits` characters (`*`: the rest) in full. */
export function runRule(items: z.infer<typeof ruleItem>[], value: string): string | null {
  let pos = 0;
  for (const item of items) {
    if (patternProblem(item.pattern)) return '校验规则不安全，已拒绝执行';
    const part = item.digits === '*' ? value.slice(pos) : value.slice(pos, pos + item.digits);
    pos = item.digits === '*' ? value.length : pos + item.digits;
    if (!new RegExp(`^(?:${item.pattern})$`).test(part)) return item.message;
  }
  return null;
}

type RuleRow = typeof sysCheckRule.$inferSelect;
const toJson = (r: RuleRow) => ({
  id: r.id,
  ruleName: r.ruleName,
  ruleCode: r.ruleCode,
  ruleJson: r.ruleJson,
  ruleDescription: r.ruleDescription,
  createTime: formatDateTime(r.createTime),
});

export function checkRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;

  const dupQuery = z.object({
    tableName: z.string({ error: '缺少参数 tableName' }).max(64, '不支持校验该表或字段'),
    fieldName: z.string({ error: '缺少参数 fieldName' }).max(64, '不支持校验该表或字段'),
    fieldVal: z.string().max(200, '校验值过长').optional(),
    dataId: idSchema.optional(),
  });
  app.get(
    '/api/sys/duplicate/check',
    { config: { guard: 'login' }, schema: { querystring: dupQuery } },
    async (req) => {
      const q = req.query;
      const found = target(q.tableName, q.fieldName);
      if (!found) throw badRequest('不支持校验该表或字段');
      if (!q.fieldVal) return ok(null, '该值可用！');
      const where: SQL[] = [eq(found.column, q.fieldVal), eq(found.table.delFlag, 0)];
      if (found.table.tenantId) where.push(eq(found.table.tenantId, req.auth!.tenantId));
      if (q.dataId) where.push(ne(found.table.id, q.dataId));
      const [hit] = await db
        .select({ id: found.table.id })
        .from(found.table.id.table)
        .where(and(...where))
        .limit(1);
      if (hit) return { ...ok(null, '该值不可用，系统中已存在！'), success: false };
      return ok(null, '该值可用！');
    },
  );

  app.get(
    '/api/sys/checkRule/checkByCode',
    {
      config: { guard: 'login' },
      schema: {
        querystring: z.object({
          ruleCode: z.string().max(100).optional(),
          value: z.string().max(MAX_VALUE_LENGTH, `校验值不能超过 ${MAX_VALUE_LENGTH} 个字符`).optional(),
        }),
      },
    },
    async (req) => {
      const { ruleCode, value } = req.query;
      if (!ruleCode || !value) return ok(null, '校验通过');
      const [rule] = await db
        .select()
        .from(sysCheckRule)
        .where(
          and(
            eq(sysCheckRule.tenantId, req.auth!.tenantId),
            eq(sysCheckRule.ruleCode, ruleCode),
            eq(sysCheckRule.delFlag, 0),
          ),
        );
      if (!rule) throw notFound('校验规则不存在');
      const items = z.array(ruleItem).parse(JSON.parse(rule.ruleJson));
      const problem = runRule(items, value);
      if (problem) return { ...ok(null, problem), success: false };
      return ok(null, '校验通过');
    },
  );

  const perm = (code: string) => ({ guard: { perm: `system:checkRule:${code}` } });
  const findRule = async (auth: AuthContext, id: string) => {
    const [r] = await db
      .select()
      .from(sysCheckRule)
      .where(
        and(eq(sysCheckRule.id, id), eq(sysCheckRule.tenantId, auth.tenantId), eq(sysCheckRule.delFlag, 0)),
      );
    if (!r) throw notFound('校验规则不存在');
    return r;
  };
  const codeFree = async (auth: AuthContext, code: string, exceptId?: string) => {
    const where = [
      eq(sysCheckRule.tenantId, auth.tenantId),
      eq(sysCheckRule.ruleCode, code),
      eq(sysCheckRule.delFlag, 0),
    ];
    if (exceptId) where.push(ne(sysCheckRule.id, exceptId));
    const [hit] = await db
      .select({ id: sysCheckRule.id })
      .from(sysCheckRule)
      .where(and(...where));
    if (hit) throw conflict(`规则编码“${code}”已存在`);
  };

  app.get('/api/sys/checkRule/list', { config: perm('list') }, async (req) => {
    const rows = await db
      .select()
      .from(sysCheckRule)
      .where(and(eq(sysCheckRule.tenantId, req.auth!.tenantId), eq(sysCheckRule.delFlag, 0)))
      .orderBy(asc(sysCheckRule.ruleCode));
    return ok(
      { records: rows.map(toJson), total: rows.length, size: rows.length, current: 1, pages: 1 },
      '查询成功',
    );
  });
  app.post(
    '/api/sys/checkRule/add',
    { config: perm('add'), schema: { body: z.object(ruleFields) } },
    async (req) => {
      await codeFree(req.auth!, req.body.ruleCode);
      const id = uuidv7();
      await db
        .insert(sysCheckRule)
        .values({ id, tenantId: req.auth!.tenantId, ...req.body, createBy: req.auth!.username });
      return ok(toJson(await findRule(req.auth!, id)), '添加成功！');
    },
  );
  app.put(
    '/api/sys/checkRule/edit',
    { config: perm('edit'), schema: { body: z.object({ id: idSchema, ...ruleFields }) } },
    async (req) => {
      const { id, ...values } = req.body;
      await findRule(req.auth!, id);
      await codeFree(req.auth!, values.ruleCode, id);
      await db
        .update(sysCheckRule)
        .set({ ...values, updateBy: req.auth!.username, updateTime: new Date() })
        .where(eq(sysCheckRule.id, id));
      return ok(toJson(await findRule(req.auth!, id)), '编辑成功！');
    },
  );
  app.delete(
    '/api/sys/checkRule/delete',
    { config: perm('delete'), schema: { querystring: z.object({ id: idSchema }) } },
    async (req) => {
      await findRule(req.auth!, req.query.id);
      await db.update(sysCheckRule).set({ delFlag: 1 }).where(eq(sysCheckRule.id, req.query.id));
      return ok(null, '删除成功！');
    },
  );
}
