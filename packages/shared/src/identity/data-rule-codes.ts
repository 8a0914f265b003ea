// Data-rule constants without zod, so that a page can import them on their own.

/** Conditions a data rule may use; raw SQL rules of the ancestor (USE_SQL_RULES) are never accepted. */
export const RULE_CONDITIONS = [
  '=',
  '!=',
  '>',
  '>=',
  '<',
  '<=',
  'IN',
  'LIKE',
  'LEFT_LIKE',
  'RIGHT_LIKE',
] as const;
export type RuleCondition = (typeof RULE_CONDITIONS)[number];
