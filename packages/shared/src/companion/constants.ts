// Fixed value sets of the mobile companion: articles, the companion's buttons and menus, assessments
// and the follow-up of their leads. Dictionaries of the same codes are seeded from these.

/** An article is public only while published. */
export const ARTICLE_STATUSES = { '0': '草稿', '1': '已发布', '2': '已下线' } as const;
export type ArticleStatus = keyof typeof ARTICLE_STATUSES;

/** Where a companion setting shows: a button on the home page, or an entry of the menu. */
export const SETTING_POSITIONS = { '1': '首页按钮', '2': '菜单' } as const;

/** What a button or menu entry opens; `linkTarget` holds the id (or the address for `url`). */
export const SETTING_LINK_TYPES = {
  article: '文章',
  type: '文章分类',
  course: '课程',
  assessment: '测评',
  url: '外部链接',
} as const;
export type SettingLinkType = keyof typeof SETTING_LINK_TYPES;

/** An assessment is offered to visitors only when published. */
export const TEST_POWER_STATUSES = { '0': '草稿', '1': '已发布' } as const;

/** A report (one child's attempt): in progress until submitted. */
export const REPORT_STATUSES = { '0': '答题中', '1': '已完成' } as const;

/** The organisation's follow-up of a lead. */
export const FOLLOW_STATUSES = { '0': '未联系', '1': '已联系', '2': '已报名' } as const;
export type FollowStatus = keyof typeof FOLLOW_STATUSES;

/** Question types of an assessment: choices, true/false, and putting steps in order (a small task). */
export const ASSESSMENT_QUESTION_TYPES = {
  single: '单选题',
  multiple: '多选题',
  judge: '判断题',
  order: '排序题',
} as const;
export type AssessmentQuestionType = keyof typeof ASSESSMENT_QUESTION_TYPES;

/** The dimensions a new assessment starts with; an administrator may rename, drop or add. */
export const DEFAULT_DIMENSIONS = [
  { key: 'logic', name: '逻辑思维' },
  { key: 'sequence', name: '顺序执行' },
  { key: 'loop', name: '循环' },
  { key: 'spatial', name: '空间推理' },
  { key: 'debug', name: '调试纠错' },
] as const;

/** SMS purpose (`smsmode`) of the guardian's phone check before an assessment. */
export const ASSESSMENT_SMS_MODE = '4';

/** Limits of an assessment definition. */
export const ASSESSMENT_LIMITS = {
  questions: 50,
  dimensions: 8,
  bands: 6,
  options: 8,
  weight: 10,
  score: 100,
} as const;
