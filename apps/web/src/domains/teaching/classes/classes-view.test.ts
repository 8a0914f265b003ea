import type { ClassReport, ProgressBoard, StudentReport } from '@ck/shared';
import { describe, expect, it } from 'vitest';
import { joinUrl, parseNames, slipsAsText, slipsOf, spacedCode } from './join-link.ts';
import { cellText, completion, STATE_COLORS, unitSummaries } from './progress/board-view.ts';
import {
  classDailyOption,
  classStudentsOption,
  coursePercent,
  examResultText,
  examScore,
  studentCoursesOption,
} from './report/report-options.ts';

describe('join links and account slips', () => {
  it('builds the join link and a readable code', () => {
    expect(joinUrl('https://x.cn', 'AB3 4')).toBe('https://x.cn/home-page/joinCourse?code=AB3%204');
    expect(spacedCode('ABC234')).toBe('ABC 234');
    expect(spacedCode('ABCD')).toBe('ABC D');
  });

  it('makes one slip per account, hiding names that are only the account', () => {
    const slips = slipsOf(
      {
        classId: 'c',
        className: '三年级1班',
        schoolName: null,
        students: [
          { username: 'a001', realname: 'a001', initialPassword: 'p1' },
          { username: 'a002', realname: '李四', initialPassword: 'p2' },
        ],
      },
      'https://x.cn',
    );
    expect(slips).toEqual([
      {
        username: 'a001',
        realname: '',
        password: 'p1',
        className: '三年级1班',
        schoolName: '',
        loginUrl: 'https://x.cn/user/login',
      },
      {
        username: 'a002',
        realname: '李四',
        password: 'p2',
        className: '三年级1班',
        schoolName: '',
        loginUrl: 'https://x.cn/user/login',
      },
    ]);
    expect(slipsAsText(slips).split('\n')).toEqual([
      '账号\t姓名\t初始密码\t班级',
      'a001\t\tp1\t三年级1班',
      'a002\t李四\tp2\t三年级1班',
    ]);
  });

  it('splits pasted names on lines and commas', () => {
    expect(parseNames('张三\n 李四 ,王五，\n\n赵六、钱七')).toEqual(['张三', '李四', '王五', '赵六', '钱七']);
  });
});

type BoardRow = ProgressBoard['rows'][number];

/** A student's row of the board: account as id and name, no real name. */
const boardRow = (
  userId: string,
  doneCount: number,
  avgScore: number,
  cells: BoardRow['cells'],
): BoardRow => ({
  userId,
  username: userId,
  realname: null,
  doneCount,
  avgScore,
  cells,
});

const board: ProgressBoard = {
  classId: 'c',
  className: '班',
  courseId: 'k',
  courseName: '课',
  studentCount: 2,
  units: [
    { id: 'u1', unitName: '一', orderNum: 1 },
    { id: 'u2', unitName: '二', orderNum: 2 },
  ],
  rows: [
    boardRow('s1', 2, 90, [
      { unitId: 'u1', state: 'graded', score: 90, viewCount: 1 },
      { unitId: 'u2', state: 'viewed', score: null, viewCount: 2 },
    ]),
    boardRow('s2', 1, 70, [
      { unitId: 'u1', state: 'graded', score: 70, viewCount: 1 },
      { unitId: 'u2', state: 'open', score: null, viewCount: 0 },
    ]),
  ],
};

describe('progress board view', () => {
  it('shows scores of graded cells and state names otherwise', () => {
    expect(board.rows[0].cells.map(cellText)).toEqual(['90 分', '已学习']);
    expect(cellText(board.rows[1].cells[1])).toBe('未学习');
    expect(Object.keys(STATE_COLORS)).toEqual(['open', 'viewed', 'submitted', 'graded']);
  });

  it('summarises each unit column and the whole class', () => {
    expect(unitSummaries(board)).toEqual([
      { unitId: 'u1', done: 2, graded: 2, avgScore: 80 },
      { unitId: 'u2', done: 1, graded: 0, avgScore: null },
    ]);
    expect(completion(board)).toBe(75);
    expect(completion({ ...board, rows: [] })).toBe(0);
  });
});

describe('report charts', () => {
  const classReport = {
    daily: [
      { date: '2026-03-01', viewCount: 3, activeStudents: 1 },
      { date: '2026-03-02', viewCount: 0, activeStudents: 0 },
    ],
    students: [
      { userId: 'a', username: 'a', realname: '甲', unitsDone: 2, homeworkSubmitted: 1 },
      { userId: 'b', username: 'b', realname: null, unitsDone: 0, homeworkSubmitted: 0 },
    ],
  } as unknown as ClassReport;

  it('plots a class per day and per student', () => {
    const daily = classDailyOption(classReport);
    expect(daily.xAxis.data).toEqual(['03-01', '03-02']);
    expect(daily.series[0].data).toEqual([3, 0]);
    const students = classStudentsOption(classReport);
    expect(students.xAxis.data).toEqual(['甲', 'b']);
    expect(students.series.map((s) => s.data)).toEqual([
      [2, 0],
      [1, 0],
    ]);
  });

  it('plots a student’s course progress in percent', () => {
    expect(coursePercent({ unitCount: 3, unitsDone: 1 })).toBe(33);
    expect(coursePercent({ unitCount: 0, unitsDone: 0 })).toBe(0);
    const option = studentCoursesOption({
      courses: [{ courseName: 'Scratch', unitCount: 4, unitsDone: 4 }],
    } as unknown as StudentReport);
    expect(option.series[0].data).toEqual([100]);
  });
});

describe('exam attendance in reports', () => {
  const exam = {
    examId: 'e1',
    examName: '三月测验',
    startTime: '2026-03-05 09:00:00',
    endTime: '2026-03-05 11:00:00',
    taken: true,
    score: 45,
    totalScore: 50,
    percent: 90,
    grade: 'A',
  };
  const afterEnd = new Date('2026-03-05T03:30:00Z');
  const beforeEnd = new Date('2026-03-05T02:30:00Z');

  it('shows an average result with its grade, or a dash before any score', () => {
    expect(examScore({ examAvgScore: 80, examGrade: 'B' })).toBe('80（B）');
    expect(examScore({ examAvgScore: null, examGrade: null })).toBe('-');
  });

  it('tells a score, a hand-in waiting for its score, an absence and an exam still running', () => {
    expect(examResultText(exam, afterEnd)).toBe('45/50 分（A）');
    const waiting = { ...exam, score: null, totalScore: null, percent: null, grade: null };
    expect(examResultText(waiting, afterEnd)).toBe('已交卷，成绩未公布');
    expect(examResultText({ ...waiting, taken: false }, afterEnd)).toBe('缺考');
    expect(examResultText({ ...waiting, taken: false }, beforeEnd)).toBe('未结束');
  });
});
