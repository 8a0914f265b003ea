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
