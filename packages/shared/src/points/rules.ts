import { z } from 'zod';
import { intField } from '../teaching/fields.ts';

// What earns points. Each kind has an administrator-set amount and daily cap (`teaching_jifen_rule`).

/** Events that pay points by rule, and the kinds of manual or shop changes, as stored in the ledger. */
export const POINTS_KINDS = {
  workSubmit: '提交作品',
  workGraded: '作品被批改',
  workFeatured: '作品被精选',
  examResult: '考试成绩',
  contestAward: '赛事获奖',
  signIn: '每日签到',
  manual: '教师奖惩',
  redeem: '积分兑换',
  refund: '兑换退回',
} as const;
export type PointsKind = keyof typeof POINTS_KINDS;

export const isPointsKind = (value: string): value is PointsKind => Object.hasOwn(POINTS_KINDS, value);

/** The kinds an administrator configures with an amount and a daily cap. */
export const POINTS_RULE_KINDS = [
  'workSubmit',
  'workGraded',
  'workFeatured',
  'examResult',
  'contestAward',
  'signIn',
] as const satisfies readonly PointsKind[];
export type PointsRuleKind = (typeof POINTS_RULE_KINDS)[number];

/** What each rule kind pays until an administrator saves the rules of the tenant. */
export const DEFAULT_POINTS_RULES: Record<PointsRuleKind, { amount: number; dailyCap: number }> = {
  workSubmit: { amount: 5, dailyCap: 20 },
  workGraded: { amount: 5, dailyCap: 0 },
  workFeatured: { amount: 20, dailyCap: 0 },
  examResult: { amount: 10, dailyCap: 0 },
  contestAward: { amount: 50, dailyCap: 0 },
  signIn: { amount: 2, dailyCap: 0 },
};

/** When each rule kind pays, for the "how to earn" list. */
export const POINTS_RULE_HINTS: Record<PointsRuleKind, string> = {
  workSubmit: '每提交一个作品（同一作品只计一次）',
  workGraded: '作品被老师批改',
  workFeatured: '作品被设为精选',
  examResult: '考试及格（每场考试只计一次）',
  contestAward: '赛事获奖（每场赛事只计一次）',
  signIn: '每天签到一次',
};

export const POINTS_AMOUNT_MAX = 10_000;

const ruleNumber = (label: string) => intField(label, 0, POINTS_AMOUNT_MAX);

/** One rule as saved: `dailyCap` 0 means no cap; `enabled` 1 or 0. */
export const pointsRuleSaveItem = z.object({
  kind: z.enum(POINTS_RULE_KINDS, { error: '未知的积分规则类型' }),
  amount: ruleNumber('奖励积分'),
  dailyCap: ruleNumber('每日上限'),
  enabled: z.coerce
    .number({ error: '启用状态只能是 0 或 1' })
    .int()
    .refine((v) => v === 0 || v === 1, '启用状态只能是 0 或 1'),
});
export type PointsRuleSaveItem = z.infer<typeof pointsRuleSaveItem>;

/** `teachingJifenRule/save`: some or all rules; each kind at most once. */
export const pointsRuleSaveBody = z
  .array(pointsRuleSaveItem, { error: '请提交积分规则列表' })
  .min(1, '请至少提交一条积分规则')
  .max(POINTS_RULE_KINDS.length, '积分规则过多')
  .refine((items) => new Set(items.map((i) => i.kind)).size === items.length, '同一类型的规则只能提交一次');
export type PointsRuleSaveBody = z.infer<typeof pointsRuleSaveBody>;

/** `teachingJifenRule/list`: every rule kind, with the defaults where the tenant saved none. */
export const pointsRuleSchema = z.object({
  kind: z.enum(POINTS_RULE_KINDS),
  kind_dictText: z.string(),
  hint: z.string(),
  amount: z.number().int(),
  dailyCap: z.number().int(),
  enabled: z.number().int(),
  updateTime: z.string().nullable(),
});
export type PointsRule = z.infer<typeof pointsRuleSchema>;
