import { and, eq, ne, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { sysDict } from '../../../platform/dict/tables.ts';
import { ok } from '../../../platform/http/envelope.ts';
import { badRequest, notFound } from '../../../platform/http/errors.ts';
import { idSchema } from '../../../platform/http/query-params.ts';
import { MAX_VALUE_LENGTH } from '../../../platform/http/safe-pattern.ts';
import { tenantScope } from '../../../platform/tenancy/tenancy.ts';
import { sysDepart, sysPermission, sysRole, sysUser } from '../../identity/index.ts';
import { sysCheckRule } from '../resources.ts';
import { parseRuleJson, runRule } from './check-rule-items.ts';

const TAGS = ['ops'];

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
    {
      config: { guard: 'login' },
      schema: {
        summary:
          '重复校验：只接受登记的表与字段（sys_user.username/phone/email、sys_role.role_code、sys_depart.org_code、sys_dict.dict_code、sys_permission.perms、sys_check_rule.rule_code），其它为 400',
        tags: TAGS,
        querystring: dupQuery,
      },
    },
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
        summary: '按编码规则 `[{digits, pattern, message}]` 校验一个值；值最长 200 字符',
        tags: TAGS,
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
            tenantScope(sysCheckRule, req.auth!),
            eq(sysCheckRule.ruleCode, ruleCode),
            eq(sysCheckRule.delFlag, 0),
          ),
        );
      if (!rule) throw notFound('校验规则不存在');
      const parsed = parseRuleJson(String(rule.ruleJson ?? ''));
      if ('problem' in parsed) return { ...ok(null, '校验规则格式有误或不安全，已拒绝执行'), success: false };
      const problem = runRule(parsed.items, value);
      if (problem) return { ...ok(null, problem), success: false };
      return ok(null, '校验通过');
    },
  );
}
