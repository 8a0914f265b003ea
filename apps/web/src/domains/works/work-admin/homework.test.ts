import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import type { AdditionalWork, MyAdditionalWork } from './api.ts';
import {
  additionalWorkBody,
  additionalWorkToForm,
  homeworkTarget,
  myHomeworkState,
  plainText,
  statusActions,
  windowState,
} from './homework.ts';

const NOW = dayjs('2026-03-10 12:00:00').valueOf();

describe('the homework window', () => {
  it('counts down while open and says 已截止 after the end or once closed', () => {
    expect(windowState('2026-03-01 00:00:00', '2026-03-12 15:30:00', NOW)).toEqual({
      kind: 'open',
      text: '剩余 2 天 3 小时',
    });
    expect(windowState(null, '2026-03-10 12:45:00', NOW).text).toBe('剩余 45 分钟');
    expect(windowState(null, '2026-03-10 11:00:00', NOW)).toEqual({ kind: 'closed', text: '已截止' });
    expect(windowState(null, '2026-04-01 00:00:00', NOW, 2).kind).toBe('closed');
    expect(windowState('2026-03-11 12:00:00', null, NOW)).toEqual({ kind: 'notStarted', text: '1 天后开始' });
    expect(windowState(null, null, NOW).kind).toBe('open');
  });
});

const row = (fields: Partial<AdditionalWork>): AdditionalWork => ({
  id: 'h1',
  workName: '画房子',
  workDesc: null,
  codeType: 0,
  codeType_dictText: '文件',
  workCover: null,
  workCover_url: null,
  workUrl: null,
  workUrl_url: null,
  workDocumentUrl: null,
  workDocumentUrl_url: null,
  workDept: 'c1',
  workDeptNames: '一班',
  status: 1,
  status_dictText: '已发布',
  startTime: null,
  endTime: null,
  problemId: null,
  submitted: 0,
  graded: 0,
  total: 0,
  createBy: null,
  createTime: null,
  updateTime: null,
  ...fields,
});
const mine = (myWork: Partial<NonNullable<MyAdditionalWork['myWork']>> | null) => ({
  myWork: myWork
    ? {
        id: 'w',
        workStatus: 0,
        workStatus_dictText: '',
        score: null,
        comment: null,
        saveTime: null,
        ...myWork,
      }
    : null,
});

describe("a student's state", () => {
  it('goes 未提交 -> 已提交 -> 已批改 with score and comment', () => {
    expect(myHomeworkState(mine(null)).text).toBe('未提交');
    expect(myHomeworkState(mine({ workStatus: 1 })).kind).toBe('submitted');
    const graded = myHomeworkState(mine({ workStatus: 2, score: 85, comment: '很好' }));
    expect(graded).toMatchObject({ kind: 'graded', text: '已批改', score: 85, comment: '很好' });
    expect(myHomeworkState(mine({ workStatus: 4, score: 100 })).kind).toBe('graded');
  });
  it('tells a returned work from one only saved', () => {
    expect(myHomeworkState(mine({ workStatus: 0, comment: '请补充说明' })).kind).toBe('returned');
    expect(myHomeworkState(mine({ workStatus: 0 })).kind).toBe('saved');
  });
});

describe('where 做作业 goes', () => {
  it('opens the editor of the type, the judge problem, or the upload form', () => {
    expect(homeworkTarget(row({ codeType: 2 }))).toEqual({ kind: 'link', url: '/scratch3?additionalId=h1' });
    expect(homeworkTarget(row({ codeType: 4 }))).toEqual({ kind: 'link', url: '/python?additionalId=h1' });
    expect(homeworkTarget(row({ codeType: 5, problemId: 'p9' }))).toEqual({
      kind: 'link',
      url: '/oj/problem/p9',
    });
    expect(homeworkTarget(row({ codeType: 5 }))).toBeNull();
    expect(homeworkTarget(row({ codeType: 0 }))).toEqual({ kind: 'upload' });
  });
});

describe('the form', () => {
  it('sends classes joined, the window as times and a problem only for Python / C++', () => {
    const body = additionalWorkBody({
      workName: '  画房子 ',
      workDesc: ' ',
      codeType: 2,
      classes: ['c1', 'c2'],
      window: [dayjs('2026-03-01 08:00:00'), dayjs('2026-03-08 23:59:59')],
      problemId: 'p1',
    });
    expect(body).toMatchObject({
      workName: '画房子',
      workDesc: null,
      workDept: 'c1,c2',
      startTime: '2026-03-01 08:00:00',
      endTime: '2026-03-08 23:59:59',
      problemId: null,
    });
    expect(additionalWorkBody({ workName: 'a', codeType: 4, classes: [], problemId: 'p1' }).problemId).toBe(
      'p1',
    );
  });
  it('shows an HTML description as text', () => {
    expect(plainText('<p>画一座<b>房子</b></p><p>要有&lt;门&gt;</p>')).toBe('画一座房子\n要有<门>');
    expect(plainText('  只是文字 ')).toBe('只是文字');
    expect(plainText(null)).toBe('');
  });
  it('reads a row back into the form', () => {
    const form = additionalWorkToForm(row({ workDept: 'c1, c2', startTime: '2026-03-01 08:00:00' }));
    expect(form.classes).toEqual(['c1', 'c2']);
    expect(form.window?.[0]?.format('YYYY-MM-DD HH:mm')).toBe('2026-03-01 08:00');
    expect(form.window?.[1]).toBeNull();
  });
  it('offers publish for drafts, close for published, republish for closed', () => {
    expect(statusActions(0)).toEqual([{ status: 1, label: '发布' }]);
    expect(statusActions(1)).toEqual([{ status: 2, label: '关闭' }]);
    expect(statusActions(2)).toEqual([{ status: 1, label: '重新发布' }]);
  });
});
