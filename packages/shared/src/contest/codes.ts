/** Contest codes with their Chinese labels; the dictionaries of the same names hold them too. */

/** Dict `contest_rule_type`: how the board ranks (REFERENCE.md §5 "Contests"). */
export const CONTEST_RULE_TYPES = {
  acm: 'ACM（解题数+罚时）',
  oi: 'OI（最后一次提交，赛后公布）',
  ioi: 'IOI（最高分，实时）',
  paper: '试卷（总分+用时）',
} as const;
export type ContestRuleType = keyof typeof CONTEST_RULE_TYPES;
export const CONTEST_RULE_TYPE_KEYS = Object.keys(CONTEST_RULE_TYPES) as ContestRuleType[];

/** Dict `contest_board_visibility`: who sees the board and when. */
export const CONTEST_BOARD_VISIBILITIES = { 0: '仅裁判可见', 1: '比赛中和赛后公开', 2: '赛后公开' } as const;

/** Dict `contest_status`: a draft contest is seen only by the jury. */
export const CONTEST_STATUSES = { 0: '草稿', 1: '已发布' } as const;

/** A contest's phase by the server clock; the list page's tabs. */
export const CONTEST_PHASES = {
  upcoming: '未开始',
  registering: '报名中',
  running: '进行中',
  ended: '已结束',
} as const;
export type ContestPhase = keyof typeof CONTEST_PHASES;

/** Award lines: by the share of ranked contestants (%), or by a score line. */
export const CONTEST_AWARD_MODES = { ratio: '按比例', score: '按分数线' } as const;
export type ContestAwardMode = keyof typeof CONTEST_AWARD_MODES;
export const CONTEST_AWARDS = { 1: '一等奖', 2: '二等奖', 3: '三等奖' } as const;

/** School ranking: the sum or the average of a school's top N contestants. */
export const SCHOOL_RANK_MODES = { sum: '前 N 名总分', avg: '前 N 名平均分' } as const;
export type SchoolRankMode = keyof typeof SCHOOL_RANK_MODES;

/** How a participant joined. */
export const PARTICIPANT_SOURCES = { register: '自主报名', code: '验证码', import: '导入' } as const;

/** ACM penalty minutes for each rejected try before the first AC (compile errors do not count). */
export const ACM_PENALTY_MINUTES = 20;

/** A cell a contestant or visitor may not see yet (frozen, or OI before the end). */
export const PENDING_RESULT = 'pending';
