import { PERMS, resources } from '@ck/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { uuidv7 } from 'uuidv7';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import {
  type RuleTarget,
  resourceRuleTarget,
  ruleFieldList,
  ruleProblem,
} from '../../../crud/data-rule-filter.ts';
import { modelOf } from '../../../crud/resource-model.ts';
import type { Db } from '../../../db/client.ts';
import { RULE_CONDITIONS } from '../../../platform/auth/data-rule-types.ts';
import { RULE_VARIABLES } from '../../../platform/auth/data-rule-variables.ts';
import { permGuards } from '../../../platform/auth/guard.ts';
import { formatDateTime } from '../../../platform/http/dates.ts';
import { ok } from '../../../platform/http/envelope.ts';
import { badRequest, notFound } from '../../../platform/http/errors.ts';
import { idSchema } from '../../../platform/http/query-params.ts';
import { sysPermissionDataRule } from '../access-tables.ts';
import { permissionsChanged } from '../roles/role-policy.ts';
import { sysPermission } from '../tables.ts';
import { USER_LIST_MENU, USER_RULE_TARGET } from '../users/user-repository.ts';

const TAGS = ['identity'];

/** Lists whose reads consult data rules, by the component of the menu they serve. */
function targetsOf(component: string | null): RuleTarget[] {
  if (!component) return [];
  const found = resources
    .filter((r) => r.dataRuleMenu === component)
    .map((r) => resourceRuleTarget(modelOf(r)));
  if (component === USER_LIST_MENU) found.push(USER_RULE_TARGET);
  return found;
}

const ruleFields = {
  permissionId: idSchema,
  ruleName: z
    .string({ error: '请输入规则名称' })
    .trim()
    .min(1, '请输入规则名称')
    .max(100, '规则名称不能超过 100 个字符'),
  ruleColumn: z
    .string({ error: '请输入规则字段' })
    .trim()
    .regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/, '规则字段只能包含字母、数字和下划线，且以字母开头'),
  ruleConditions: z.enum(RULE_CONDITIONS, { error: '条件规则不合法' }),
  ruleValue: z
    .string({ error: '请输入规则值' })
    .trim()
    .min(1, '请输入规则值')
    .max(300, '规则值不能超过 300 个字符')
    .refine((v) => !/[;'"`\\]|--|\/\*/.test(v), '规则值包含非法字符'),
  status: z.enum(['0', '1'], { error: '状态只能是 0 或 1' }).default('1'),
};

type RuleRow = typeof sysPermissionDataRule.$inferSelect;
const toJson = (r: RuleRow) => ({
  id: r.id,
  permissionId: r.permissionId,
  ruleName: r.ruleName,
  ruleColumn: r.ruleColumn,
  ruleConditions: r.ruleConditions,
  ruleValue: r.ruleValue,
  status: r.status,
  createTime: formatDateTime(r.createTime),
});

export async function rulesOf(db: Db, permissionId: string) {
  const rows = await db
    .select()
    .from(sysPermissionDataRule)
    .where(and(eq(sysPermissionDataRule.permissionId, permissionId), eq(sysPermissionDataRule.delFlag, 0)))
    .orderBy(asc(sysPermissionDataRule.createTime));
  return rows.map(toJson);
}

async function requireMenu(db: Db, id: string) {
  const [menu] = await db
    .select({ menuType: sysPermission.menuType, component: sysPermission.component })
    .from(sysPermission)
    .where(and(eq(sysPermission.id, id), eq(sysPermission.delFlag, 0)));
  if (!menu) throw notFound('菜单不存在');
  if (menu.menuType === 2) throw badRequest('按钮不能设置数据规则，请选择菜单');
  return menu;
}

type RuleInput = { ruleColumn: string; ruleConditions: string; ruleValue: string };

/** A menu that serves a known list only takes rules that list can apply; others are kept as written. */
async function checkRuleFits(db: Db, permissionId: string, rule: RuleInput) {
  const menu = await requireMenu(db, permissionId);
  for (const target of targetsOf(menu.component)) {
    const problem = ruleProblem(target, {
      column: rule.ruleColumn,
      condition: rule.ruleConditions,
      value: rule.ruleValue,
    });
    if (problem) throw badRequest(problem);
  }
}

/** Data rules of a menu: `/sys/permission/*PermissionRule`. */
export function dataRuleRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;
  const perm = permGuards(PERMS.permission);

  app.get(
    '/api/sys/permission/getPermRuleListByPermId',
    {
      config: perm.list,
      schema: {
        summary: '菜单的数据规则 `{permissionId, ruleName, ruleColumn, ruleConditions, ruleValue, status}`',
        tags: TAGS,
        querystring: z.object({ permissionId: idSchema }),
      },
    },
    async (req) => ok(await rulesOf(db, req.query.permissionId), '查询成功'),
  );

  // What the rule form offers: the fields of the menu's list (empty when it serves none) and variables.
  app.get(
    '/api/sys/permission/dataRuleFields',
    {
      config: perm.list,
      schema: {
        summary:
          '规则表单可选项 `{fields: [{name, label}], variables: [{value, label}]}`；菜单未对应可过滤的列表时 `fields` 为空',
        tags: TAGS,
        querystring: z.object({ permissionId: idSchema }),
      },
    },
    async (req) => {
      const menu = await requireMenu(db, req.query.permissionId);
      const [first, ...others] = targetsOf(menu.component);
      const fields = first
        ? ruleFieldList(first).filter((f) => others.every((t) => Object.hasOwn(t, f.name)))
        : [];
      const variables = Object.entries(RULE_VARIABLES).map(([name, label]) => ({
        value: `#{${name}}`,
        label,
      }));
      return ok({ fields, variables }, '查询成功');
    },
  );

  app.post(
    '/api/sys/permission/addPermissionRule',
    {
      config: perm.add,
      schema: { summary: '新增菜单的数据规则', tags: TAGS, body: z.object(ruleFields) },
    },
    async (req) => {
      await checkRuleFits(db, req.body.permissionId, req.body);
      const id = uuidv7();
      await db.insert(sysPermissionDataRule).values({ id, ...req.body, createBy: req.auth!.username });
      permissionsChanged(ctx);
      const [row] = await db.select().from(sysPermissionDataRule).where(eq(sysPermissionDataRule.id, id));
      return ok(toJson(row), '添加成功！');
    },
  );

  const edit = z.object({ id: idSchema, ...ruleFields });
  app.put(
    '/api/sys/permission/editPermissionRule',
    {
      config: perm.edit,
      schema: { summary: '编辑菜单的数据规则', tags: TAGS, body: edit },
    },
    async (req) => {
      const { id, ...values } = req.body;
      const [found] = await db
        .select()
        .from(sysPermissionDataRule)
        .where(and(eq(sysPermissionDataRule.id, id), eq(sysPermissionDataRule.delFlag, 0)));
      if (!found) throw notFound('数据规则不存在');
      if (found.permissionId !== values.permissionId) throw badRequest('数据规则不能移到其它菜单');
      await checkRuleFits(db, values.permissionId, values);
      await db
        .update(sysPermissionDataRule)
        .set({ ...values, updateBy: req.auth!.username, updateTime: new Date() })
        .where(eq(sysPermissionDataRule.id, id));
      permissionsChanged(ctx);
      const [row] = await db.select().from(sysPermissionDataRule).where(eq(sysPermissionDataRule.id, id));
      return ok(toJson(row), '编辑成功！');
    },
  );

  app.delete(
    '/api/sys/permission/deletePermissionRule',
    {
      config: perm.delete,
      schema: { summary: '删除菜单的数据规则', tags: TAGS, querystring: z.object({ id: idSchema }) },
    },
    async (req) => {
      const done = await db
        .update(sysPermissionDataRule)
        .set({ delFlag: 1, updateBy: req.auth!.username, updateTime: new Date() })
        .where(and(eq(sysPermissionDataRule.id, req.query.id), eq(sysPermissionDataRule.delFlag, 0)))
        .returning({ id: sysPermissionDataRule.id });
      if (!done.length) throw notFound('数据规则不存在');
      permissionsChanged(ctx);
      return ok(null, '删除成功！');
    },
  );
}
