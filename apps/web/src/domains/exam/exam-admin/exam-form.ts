import type { Exam, PaperRow } from '@ck/shared';
import dayjs, { type Dayjs } from 'dayjs';
import type { ExamBody } from './api.ts';

const TIME = 'YYYY-MM-DD HH:mm:ss';

/** The schedule form of one exam. */
export interface ExamForm {
  paperId?: string;
  examName: string;
  window?: [Dayjs | null, Dayjs | null] | null;
  duration: number;
  departIds: string[];
  userIds: string[];
  attempts: number;
  showScore: boolean;
  showAnswer: boolean;
  fullScreen: boolean;
  password?: string | null;
  /** Edit only: remove the password that is set. */
  clearPassword?: boolean;
  maxJumpOut: number;
  cameraInterval: number;
  mobileCamera: boolean;
  /** false saves a draft students do not see. */
  published: boolean;
}

/** A new exam: starts at the next full hour, open for two hours. */
export function newExamForm(now: Dayjs = dayjs()): ExamForm {
  const start = now.add(1, 'hour').startOf('hour');
  return {
    examName: '',
    window: [start, start.add(2, 'hour')],
    duration: 60,
    departIds: [],
    userIds: [],
    attempts: 1,
    showScore: true,
    showAnswer: false,
    fullScreen: false,
    password: '',
    clearPassword: false,
    maxJumpOut: 0,
    cameraInterval: 0,
    mobileCamera: false,
    published: true,
  };
}

export const splitIds = (text: string | null | undefined) =>
  (text ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * The exam's classes by id with their names (`departIds` and `departNames` are parallel lists), so a
 * class outside the teacher's own list still shows its name in the form.
 */
export function examClasses(exam: Pick<Exam, 'departIds' | 'departNames'>): { id: string; name: string }[] {
  const ids = splitIds(exam.departIds);
  const names = (exam.departNames ?? '').split(/[,，]/).map((s) => s.trim());
  return ids.map((id, i) => ({ id, name: ids.length === names.length && names[i] ? names[i] : id }));
}

export function examToForm(exam: Exam): ExamForm {
  return {
    paperId: exam.paperId,
    examName: exam.examName,
    window: [exam.startTime ? dayjs(exam.startTime) : null, exam.endTime ? dayjs(exam.endTime) : null],
    duration: exam.duration,
    departIds: splitIds(exam.departIds),
    userIds: splitIds(exam.userIds),
    attempts: exam.attempts,
    showScore: exam.showScore === 1,
    showAnswer: exam.showAnswer === 1,
    fullScreen: exam.fullScreen === 1,
    password: '',
    clearPassword: false,
    maxJumpOut: exam.maxJumpOut,
    cameraInterval: exam.cameraInterval,
    mobileCamera: exam.mobileCamera === 1,
    published: exam.status === 1,
  };
}

const bit = (v: boolean | undefined): 0 | 1 => (v ? 1 : 0);

/**
 * The body sent to add / edit. On edit a blank password keeps the one set (it is left out), unless
 * "清除密码" is ticked; on add a blank password means none.
 */
export function examBody(values: ExamForm, editing: boolean): ExamBody {
  const [start, end] = values.window ?? [null, null];
  const password = values.password?.trim() ?? '';
  const body: ExamBody = {
    examName: values.examName.trim(),
    paperId: values.paperId ?? '',
    startTime: start ? start.format(TIME) : '',
    endTime: end ? end.format(TIME) : '',
    duration: values.duration,
    departIds: values.departIds ?? [],
    userIds: values.userIds ?? [],
    attempts: values.attempts,
    showScore: bit(values.showScore),
    showAnswer: bit(values.showAnswer),
    fullScreen: bit(values.fullScreen),
    maxJumpOut: values.maxJumpOut ?? 0,
    cameraInterval: values.cameraInterval ?? 0,
    mobileCamera: bit(values.mobileCamera),
    status: values.published ? 1 : 0,
  };
  if (password) body.password = password;
  else if (!editing) body.password = null;
  else if (values.clearPassword) body.password = null;
  return body;
}

/** Why the window cannot be saved, or null. */
export function windowError(window: ExamForm['window']): string | null {
  const [start, end] = window ?? [null, null];
  if (!start || !end) return '请选择考试开始和结束时间';
  if (!end.isAfter(start)) return '结束时间必须晚于开始时间';
  return null;
}

/** An exam needs someone to take it. */
export function audienceError(departIds: string[] | undefined, userIds: string[] | undefined): string | null {
  return (departIds?.length ?? 0) + (userIds?.length ?? 0) > 0 ? null : '请至少选择一个班级或一名考生';
}

/** A friendly warning when the duration cannot fit in the window (not an error: late starters get less). */
export function durationHint(window: ExamForm['window'], duration: number | null | undefined): string | null {
  const [start, end] = window ?? [null, null];
  if (!start || !end || !duration || !end.isAfter(start)) return null;
  const minutes = end.diff(start, 'minute');
  if (duration > minutes)
    return `考试时长（${duration} 分钟）超过了考试时间段（${minutes} 分钟），学生最多只能答到结束时间`;
  return null;
}

/** How a paper reads in the picker: name, total score, questions, suggested duration. */
export function paperLabel(
  p: Pick<PaperRow, 'paperName' | 'totalScore' | 'questionCount' | 'duration'>,
): string {
  return `${p.paperName}（${p.totalScore} 分 · ${p.questionCount} 题 · 建议 ${p.duration} 分钟）`;
}
