/** Judge verdicts: accepted, wrong answer, time / memory / output limit, runtime error, compile error, system error. */
export const JUDGE_VERDICTS = ['AC', 'WA', 'TLE', 'MLE', 'RE', 'CE', 'OLE', 'SE'] as const;
export type JudgeVerdict = (typeof JUDGE_VERDICTS)[number];

/** Where a submission is: waiting in the queue, being judged (cases arrive one by one), judged. */
export const SUBMISSION_STATUSES = ['queued', 'judging', 'done'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

/**
 * How output is compared: `default` ignores trailing spaces and blank lines, `exact` byte by byte,
 * `float` numbers within an error, `special` a C++ checker program.
 */
export const CHECKER_TYPES = ['default', 'exact', 'float', 'special'] as const;
export type CheckerType = (typeof CHECKER_TYPES)[number];

/** How a subtask scores: `sum` by the share of cases passed, `min` all or nothing, `max` any case. */
export const SUBTASK_MODES = ['sum', 'min', 'max'] as const;
export type SubtaskMode = (typeof SUBTASK_MODES)[number];

/** A user's state on a problem in the practice list: accepted once, or tried. */
export const PROBLEM_USER_STATUSES = ['AC', 'tried'] as const;
export type ProblemUserStatus = (typeof PROBLEM_USER_STATUSES)[number];
