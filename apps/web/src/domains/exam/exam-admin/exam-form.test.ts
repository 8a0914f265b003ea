import type { Exam } from '@ck/shared';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  audienceError,
  durationHint,
  examBody,
  examClasses,
  examToForm,
  newExamForm,
  paperLabel,
  splitIds,
  windowError,
} from './exam-form.ts';
import { windowStateOf } from './exam-window.ts';

const exam: Exam = {
  id: 'e1',
  examName: '期中测验',
  paperId: 'p1',
  paperId_dictText: '期中卷',
  startTime: '2026-03-01 09:00:00',
  endTime: '2026-03-01 11:00:00',
  duration: 90,
  departIds: 'c1,c2',
  departNames: '一班,二班',
  userIds: 'u9',
  attempts: 2,
  showScore: 1,
  showAnswer: 0,
  hasPassword: 1,
  fullScreen: 1,
  maxJumpOut: 3,
  cameraInterval: 30,
  mobileCamera: 0,
  status: 1,
  status_dictText: '已发布',
  totalScore: 100,
  started: 0,
  submitted: 0,
  audience: 40,
  createBy: 'teacher',
  createTime: '2026-02-01 09:00:00',
};

describe('exam form', () => {
  it('starts a new exam at the next full hour for two hours', () => {
    const form = newExamForm(dayjs('2026-03-01 09:20:00'));
    expect(form.window?.[0]?.format('HH:mm')).toBe('10:00');
    expect(form.window?.[1]?.format('HH:mm')).toBe('12:00');
    expect(form.showScore).toBe(true);
    expect(form.published).toBe(true);
  });
  it('round-trips an exam to the body', () => {
    const body = examBody(examToForm(exam), true);
    expect(body).toEqual({
      examName: '期中测验',
      paperId: 'p1',
      startTime: '2026-03-01 09:00:00',
      endTime: '2026-03-01 11:00:00',
      duration: 90,
      departIds: ['c1', 'c2'],
      userIds: ['u9'],
      attempts: 2,
      showScore: 1,
      showAnswer: 0,
      fullScreen: 1,
      maxJumpOut: 3,
      cameraInterval: 30,
      mobileCamera: 0,
      status: 1,
    });
  });
  it('keeps, replaces or clears the password on edit; none on add', () => {
    const form = examToForm(exam);
    expect('password' in examBody(form, true)).toBe(false);
    expect(examBody({ ...form, password: ' 1234 ' }, true).password).toBe('1234');
    expect(examBody({ ...form, clearPassword: true }, true).password).toBeNull();
    expect(examBody({ ...form, password: '' }, false).password).toBeNull();
  });
  it('saves a draft', () => {
    expect(examBody({ ...examToForm(exam), published: false }, true).status).toBe(0);
  });
  it('names the exam classes, falling back to ids when the lists do not match', () => {
    expect(examClasses(exam)).toEqual([
      { id: 'c1', name: '一班' },
      { id: 'c2', name: '二班' },
    ]);
    expect(examClasses({ departIds: 'c1,c2', departNames: '一班' })).toEqual([
      { id: 'c1', name: 'c1' },
      { id: 'c2', name: 'c2' },
    ]);
  });
  it('splits id lists', () => {
    expect(splitIds(' a, ,b ')).toEqual(['a', 'b']);
    expect(splitIds(null)).toEqual([]);
  });
});

describe('validation', () => {
  const at = (t: string) => dayjs(`2026-03-01 ${t}`);
  it('wants an end after the start', () => {
    expect(windowError(null)).toBe('请选择考试开始和结束时间');
    expect(windowError([at('09:00'), null])).toBe('请选择考试开始和结束时间');
    expect(windowError([at('09:00'), at('09:00')])).toBe('结束时间必须晚于开始时间');
    expect(windowError([at('10:00'), at('09:00')])).toBe('结束时间必须晚于开始时间');
    expect(windowError([at('09:00'), at('09:01')])).toBeNull();
  });
  it('wants a class or a student', () => {
    expect(audienceError([], [])).toBe('请至少选择一个班级或一名考生');
    expect(audienceError(undefined, undefined)).toBe('请至少选择一个班级或一名考生');
    expect(audienceError(['c1'], [])).toBeNull();
    expect(audienceError([], ['u1'])).toBeNull();
  });
  it('warns when the duration does not fit the window', () => {
    expect(durationHint([at('09:00'), at('10:00')], 90)).toContain('超过了考试时间段（60 分钟）');
    expect(durationHint([at('09:00'), at('10:00')], 60)).toBeNull();
    expect(durationHint(null, 60)).toBeNull();
  });
  it('labels a paper with its total and suggested duration', () => {
    expect(paperLabel({ paperName: '卷一', totalScore: 100, questionCount: 20, duration: 45 })).toBe(
      '卷一（100 分 · 20 题 · 建议 45 分钟）',
    );
  });
});

describe('window state', () => {
  const now = dayjs('2026-03-01 10:00:00').valueOf();
  it('tells upcoming, open and closed exams apart', () => {
    expect(windowStateOf('2026-03-01 11:00:00', '2026-03-01 12:00:00', now).text).toBe('未开始');
    expect(windowStateOf('2026-03-01 09:00:00', '2026-03-01 12:00:00', now).text).toBe('进行中');
    expect(windowStateOf('2026-03-01 08:00:00', '2026-03-01 10:00:00', now).text).toBe('已结束');
  });
});
