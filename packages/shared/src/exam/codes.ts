/** Question bank and exam codes with their Chinese labels; the dictionaries of the same names hold them too. */

/** Dict `question_type`. */
export const QUESTION_TYPES = {
  1: '单选题',
  2: '多选题',
  3: '判断题',
  4: '填空题',
  5: '简答题',
  6: '编程题',
  7: '实操题',
} as const;
export type QuestionType = keyof typeof QUESTION_TYPES;

/** Types scored by the server at submit without a teacher (6 by the judge). */
export const AUTO_SCORED_TYPES: readonly number[] = [1, 2, 3, 4, 6];
/** Types a teacher grades in the review queue. */
export const MANUAL_TYPES: readonly number[] = [5, 7];
/** Types that carry options (`[{key, content}]`). */
export const OPTION_TYPES: readonly number[] = [1, 2];

/** Dict `question_difficulty`: 1 easiest .. 5 hardest. */
export const QUESTION_DIFFICULTIES = { 1: '容易', 2: '较易', 3: '中等', 4: '较难', 5: '困难' } as const;

/** Dict `question_status`. A disabled question stays in the papers that hold it but is not picked or drawn. */
export const QUESTION_STATUSES = { 0: '停用', 1: '启用' } as const;

/** The editor a practical task (type 7) opens. */
export const PRACTICE_EDITORS = { scratch: 'Scratch', python: 'Python' } as const;
export type PracticeEditor = keyof typeof PRACTICE_EDITORS;

/** Dict `paper_status`: a draft paper cannot be scheduled. */
export const PAPER_STATUSES = { 0: '草稿', 1: '已发布' } as const;

/** Dict `exam_status`. */
export const EXAM_STATUSES = { 0: '草稿', 1: '已发布' } as const;

/**
 * Dict `user_paper_status`: an attempt is being answered, handed in waiting for a teacher (short
 * answers, practical tasks), or fully scored.
 */
export const USER_PAPER_STATUSES = { 0: '答题中', 1: '待批阅', 2: '已完成' } as const;

// The grade rule itself (A / B / C / D / E from the score ratio) is `gradeOf` in format.ts.
