import { classCourseSchema, envelopeOf, progressBoardSchema } from '@ck/shared';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { expectAnswer } from '../../../../test/helpers/api-client.ts';
import { testAppSuite } from '../../../../test/helpers/app-suite.ts';
import { buildBoardRows, stateOf } from '../classes/board-grid.ts';
import {
  type Actors,
  actors,
  addClass,
  addCourse,
  addProgress,
  type CourseFixture,
  classIdOf,
  idOf,
  setManaged,
} from './class-test-fixtures.ts';

const BOARD = '/api/teaching/progress';

let a: Actors;
let classA: string;
let classC: string;
let course: CourseFixture;
let unlinked: CourseFixture;
let s1: string;
let s2: string;

const s = testAppSuite();

beforeAll(async () => {
  classA = await classIdOf(s.t, 'A01A01');
  classC = await addClass(s.t, '四年级1班', 'A01A03');
  await setManaged(s.t, 'teacher', [classA]);
  course = await addCourse(s.t, classA, 'Scratch 入门', 3);
  unlinked = await addCourse(s.t, classC, '别班的课', 1);
  s1 = await idOf(s.t, 'student1');
  s2 = await idOf(s.t, 'student2');
  const [u1, u2, u3] = course.unitIds;
  await addProgress(s.t, { userId: s1, courseId: course.courseId, unitId: u1, viewCount: 2 });
  await addProgress(s.t, { userId: s1, courseId: course.courseId, unitId: u2, homeworkState: 1 });
  await addProgress(s.t, { userId: s1, courseId: course.courseId, unitId: u3, homeworkState: 2, score: 90 });
  await addProgress(s.t, { userId: s2, courseId: course.courseId, unitId: u1, homeworkState: 2, score: 70 });
  a = await actors(s.t);
});

const boardUrl = (extra = '') => `${BOARD}/board?classId=${classA}&courseId=${course.courseId}${extra}`;
type Board = z.infer<typeof progressBoardSchema>;

describe('progress board', () => {
  it('lists the courses opened to a managed class', async () => {
    const res = await a.teacher.get(`${BOARD}/courses?classId=${classA}`);
    expectAnswer(res, envelopeOf(z.array(classCourseSchema)));
    expect(res.body.result).toMatchObject([
      { id: course.courseId, courseName: 'Scratch 入门', unitCount: 3 },
    ]);
    expect((await a.teacher.get(`${BOARD}/courses?classId=${classC}`)).status).toBe(403);
  });

  it('shows students x units in unit order with state and score', async () => {
    const res = await a.teacher.get(boardUrl());
    expectAnswer(res, envelopeOf(progressBoardSchema));
    const board = res.body.result as Board;
    expect(board.units.map((u) => u.id)).toEqual(course.unitIds);
    expect(board.rows.map((r) => r.username)).toEqual(['student1', 'student2']);
    expect(board.rows[0].cells.map((c) => [c.state, c.score])).toEqual([
      ['viewed', null],
      ['submitted', null],
      ['graded', 90],
    ]);
    expect(board.rows[1].cells.map((c) => c.state)).toEqual(['graded', 'open', 'open']);
    expect(board.rows[0]).toMatchObject({ doneCount: 3, avgScore: 90 });
    expect(board.rows[1]).toMatchObject({ doneCount: 1, avgScore: 70 });
    expect(board.studentCount).toBe(2);
  });

  it('filters by student and by state, in any unit or one unit', async () => {
    const byName = (await a.teacher.get(boardUrl('&keyword=小红'))).body.result as Board;
    expect(byName.rows.map((r) => r.username)).toEqual(['student2']);
    const open = (await a.teacher.get(boardUrl('&state=open'))).body.result as Board;
    expect(open.rows.map((r) => r.username)).toEqual(['student2']);
    const graded = (await a.teacher.get(boardUrl(`&state=graded&unitId=${course.unitIds[2]}`))).body
      .result as Board;
    expect(graded.rows.map((r) => r.username)).toEqual(['student1']);
    const bad = await a.teacher.get(boardUrl('&state=done'));
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/学习状态只能是/);
  });

  it('refuses other classes, courses not opened to the class, other tenants and students', async () => {
    const notMine = await a.teacher.get(`${BOARD}/board?classId=${classC}&courseId=${unlinked.courseId}`);
    expect(notMine.status).toBe(403);
    expect(notMine.body.message).toBe('只能管理自己负责的班级');
    const notLinked = await a.teacher.get(`${BOARD}/board?classId=${classA}&courseId=${unlinked.courseId}`);
    expect(notLinked.status).toBe(403);
    expect(notLinked.body.message).toBe('该课程没有授权给这个班级');
    expect((await a.outsider.get(boardUrl())).status).toBe(404);
    expect((await a.student.get(boardUrl())).status).toBe(403);
    const missing = await a.teacher.get(`${BOARD}/board?classId=${classA}`);
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/请选择课程/);
  });

  it('exports the same grid as an Excel sheet', async () => {
    const res = await s.t.app.inject({
      method: 'GET',
      url: `${BOARD}/board/exportXls?classId=${classA}&courseId=${course.courseId}`,
      headers: { 'x-access-token': await s.t.login('teacher') },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/filename\*=UTF-8''/);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0];
    const row = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
    expect(row(1)).toEqual(['账号', '姓名', '第1课', '第2课', '第3课', '已学单元', '平均分']);
    expect(row(2)).toEqual(['student1', '李小明', '已学习', '已交作业', '已批改 90', 3, 90]);
    expect(row(3)).toEqual(['student2', '张小红', '已批改 70', '未学习', '未学习', 1, 70]);
    const student = await s.t.app.inject({
      method: 'GET',
      url: `${BOARD}/board/exportXls?classId=${classA}&courseId=${course.courseId}`,
      headers: { 'x-access-token': await s.t.login('student1') },
    });
    expect(student.statusCode).toBe(403);
  });
});

describe('board grid', () => {
  it('turns progress rows into states', () => {
    expect(stateOf(undefined)).toBe('open');
    expect(stateOf({ userId: 'u', unitId: 'x', viewCount: 0, homeworkState: 0, score: null })).toBe('open');
    expect(stateOf({ userId: 'u', unitId: 'x', viewCount: 0, homeworkState: 1, score: null })).toBe(
      'submitted',
    );
    const rows = buildBoardRows(
      ['x', 'y'],
      [{ id: 'u', username: 'u1', realname: null }],
      [
        { userId: 'u', unitId: 'x', viewCount: 1, homeworkState: 2, score: 81 },
        { userId: 'u', unitId: 'y', viewCount: 1, homeworkState: 2, score: 90 },
      ],
    );
    expect(rows[0]).toMatchObject({ doneCount: 2, avgScore: 85.5 });
  });
});
