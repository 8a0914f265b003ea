import { type DataRule, type DataRuleFields, resources } from '@ck/shared';
import { and, asc, eq } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { AppContext } from '../../../context.ts';
import {
  type RuleTarget,
  resourceRuleTarget,
  ruleFieldList,
  ruleProblem,
} from '../../../crud/data-rule-filter.ts';
import { modelOf } from '../../../crud/resource-model.ts';
import type { Db } from '../../../db/client.ts';
import { RULE_VARIABLES } from '../../../platform/auth/data-rule-variables.ts';
import { formatDateTime } from '../../../platform/http/dates.ts';
import { badRequest, notFound } from '../../../platform/http/errors.ts';
import { sysPermissionDataRule } from '../access-tables.ts';
import { permissionsChanged } from '../roles/role-policy.ts';
import { sysPermission } from '../tables.ts';
import { USER_LIST_MENU, USER_RULE_TARGET } from '../users/user-repository.ts';

/** Lists whose reads consult data rules, by the component of the menu they serve. */
function targetsOf(component: string | null): RuleTarget[] {
  if (!component) return [];
  const found = resources
    .filter((r) => r.dataRuleMenu === component)
    .map((r) => resourceRuleTarget(modelOf(r)));
  if (component === USER_LIST_MENU) found.push(USER_RULE_TARGET);
  return found;
}

type RuleRow = typeof sysPermissionDataRule.$inferSelect;
// Rules are written only through the checked body, so condition and status are always declared codes.
const toJson = (r: RuleRow): DataRule => ({
  id: r.id,
  permissionId: r.permissionId,
  ruleName: r.ruleName,
  ruleColumn: r.ruleColumn,
  ruleConditions: r.ruleConditions as DataRule['ruleConditions'],
  ruleValue: r.ruleValue,
  status: r.status as DataRule['status'],
  createTime: formatDateTime(r.createTime),
});

/** The live data rules of a menu, oldest first. */
export async function rulesOf(db: Db, permissionId: string): Promise<DataRule[]> {
  const rows = await db
    .select()
    .from(sysPermissionDataRule)
    .where(and(eq(sysPermissionDataRule.permissionId, permissionId), eq(sysPermissionDataRule.delFlag, 0)))
    .orderBy(asc(sysPermissionDataRule.createTime));
  return rows.map(toJson);
}

async function ruleById(db: Db, id: string): Promise<DataRule> {
  const [row] = await db.select().from(sysPermissionDataRule).where(eq(sysPermissionDataRule.id, id));
  return toJson(row);
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
type RuleValues = RuleInput & { permissionId: string; ruleName: string; status: '0' | '1' };

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

/** The data rules of menus: what the rule form offers, and adding, editing and deleting rules. */
export class DataRuleAdmin {
  constructor(private readonly ctx: AppContext) {}

  list(permissionId: string): Promise<DataRule[]> {
    return rulesOf(this.ctx.db, permissionId);
  }

  /** The fields of the menu's list (empty when it serves none) and the system variables. */
  async fields(permissionId: string): Promise<DataRuleFields> {
    const menu = await requireMenu(this.ctx.db, permissionId);
    const [first, ...others] = targetsOf(menu.component);
    const fields = first
      ? ruleFieldList(first).filter((f) => others.every((t) => Object.hasOwn(t, f.name)))
      : [];
    const variables = Object.entries(RULE_VARIABLES).map(([name, label]) => ({ value: `#{${name}}`, label }));
    return { fields, variables };
  }

  async add(by: string, values: RuleValues): Promise<DataRule> {
    const { db } = this.ctx;
    await checkRuleFits(db, values.permissionId, values);
    const id = uuidv7();
    await db.insert(sysPermissionDataRule).values({ id, ...values, createBy: by });
    permissionsChanged(this.ctx);
    return ruleById(db, id);
  }

  /** Edits a live rule; a rule stays on its menu. */
  async edit(by: string, id: string, values: RuleValues): Promise<DataRule> {
    const { db } = this.ctx;
    const [found] = await db
      .select()
      .from(sysPermissionDataRule)
      .where(and(eq(sysPermissionDataRule.id, id), eq(sysPermissionDataRule.delFlag, 0)));
    if (!found) throw notFound('数据规则不存在');
    if (found.permissionId !== values.permissionId) throw badRequest('数据规则不能移到其它菜单');
    await checkRuleFits(db, values.permissionId, values);
    await db
      .update(sysPermissionDataRule)
      .set({ ...values, updateBy: by, updateTime: new Date() })
      .where(eq(sysPermissionDataRule.id, id));
    permissionsChanged(this.ctx);
    return ruleById(db, id);
  }

  async remove(by: string, id: string) {
    const done = await this.ctx.db
      .update(sysPermissionDataRule)
      .set({ delFlag: 1, updateBy: by, updateTime: new Date() })
      .where(and(eq(sysPermissionDataRule.id, id), eq(sysPermissionDataRule.delFlag, 0)))
      .returning({ id: sysPermissionDataRule.id });
    if (!done.length) throw notFound('数据规则不存在');
    permissionsChanged(this.ctx);
  }
}
