import { envelopeOf, importResultSchema } from '@ck/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectAnswer, type Json } from '../../../../test/helpers/api-client.ts';
import { appSuite } from '../../../../test/helpers/app-suite.ts';
import { schoolApp, uniqueName } from '../../../../test/helpers/school-world.ts';
import { downloadXlsxRows, rowByTitle, uploadXlsx, xlsxOf } from '../../../../test/helpers/xlsx-upload.ts';
import { teachingCourse, teachingCourseUnit } from '../tables.ts';
import { addCourse, addUnit, COURSE, expectRefused, tableCounts, UNIT } from './course-fixtures.ts';

const s = appSuite(schoolApp);

const COURSE_HEADER = [
  '课程名称',
  '课程简介',
  '课程类型',
  '课程类别',
  '展示方式',
  '是否共享',
  '授权学校/部门',
  '排序',
];

describe('course sheets', () => {
  it('exports the filtered courses with labels instead of codes', async () => {
    const name = uniqueName('导出课');
    await addCourse(s.w.admin, {
      courseName: name,
      courseType: 1,
      courseCategory: 2,
      departIds: s.w.schoolA,
    });
    const rows = await downloadXlsxRows(
      s.t,
      `${COURSE}/exportXls?courseName=${encodeURIComponent(name)}`,
      s.w.admin.token,
    );
    expect(rows[0]).toContain('课程名称');
    expect(rows).toHaveLength(2);
    expect(rowByTitle(rows, 1)).toMatchObject({
      课程名称: name,
      课程类型: '体验课',
      课程类别: 'Python',
      '授权学校/部门': '码趣示范学校',
    });
  });

  it('imports every row, codes or labels, departments by name', async () => {
    const [a, b] = [uniqueName('导入甲'), uniqueName('导入乙')];
    const file = await xlsxOf(COURSE_HEADER, [
      [a, '简介', '体验课', 'Scratch', '地图', '否', '码趣示范学校', 2],
      [b, '', 2, 3, 2, '是', '', ''],
    ]);
    const res = await uploadXlsx(s.t, `${COURSE}/importExcel`, s.w.admin.token, file, 'courses.xlsx');
    expectAnswer(res, envelopeOf(importResultSchema));
    expect(res.body.result).toMatchObject({ total: 2, success: 2, failed: 0 });
    const [ra] = await s.t.db.select().from(teachingCourse).where(eq(teachingCourse.courseName, a));
    expect(ra).toMatchObject({
      courseType: 1,
      courseCategory: 1,
      showType: 1,
      isShared: 0,
      departIds: s.w.schoolA,
      orderNum: 2,
    });
    const [rb] = await s.t.db.select().from(teachingCourse).where(eq(teachingCourse.courseName, b));
    expect(rb).toMatchObject({ courseType: 2, courseCategory: 3, showType: 2, isShared: 1, departIds: null });
  });

  it('writes nothing when any row is bad, and names the rows in the message', async () => {
    const before = await tableCounts(s.t);
    const file = await xlsxOf(COURSE_HEADER, [
      [uniqueName('好课'), '', '体验课', 'Scratch', '卡片', '否', '', 1],
      ['', '没有名称', '体验课', 'Scratch', '卡片', '否', '', 1],
      [uniqueName('好课'), '', '体验课', 'Java', '卡片', '否', '', 1],
      [uniqueName('好课'), '', '体验课', 'Scratch', '卡片', '否', '不存在的学校', 1],
    ]);
    const res = await uploadXlsx(s.t, `${COURSE}/importExcel`, s.w.admin.token, file, 'courses.xlsx');
    expectRefused(res);
    expect(res.body.message).toContain('第 3 行');
    expect(res.body.message).toContain('第 4 行');
    expect(res.body.message).toContain('第 5 行');
    expect(res.body.message).not.toContain('第 2 行');
    expect(res.body.result).toMatchObject({ total: 4, success: 0, failed: 3 });
    expect(await tableCounts(s.t)).toEqual(before);
  });

  it('refuses files that are not spreadsheets and teachers (no import permission)', async () => {
    expectRefused(
      await uploadXlsx(s.t, `${COURSE}/importExcel`, s.w.admin.token, Buffer.from('hello'), 'a.xlsx'),
    );
    expectRefused(
      await uploadXlsx(s.t, `${COURSE}/importExcel`, s.w.admin.token, Buffer.from('hello'), 'a.csv'),
    );
    const file = await xlsxOf(COURSE_HEADER, [[uniqueName('老师导入')]]);
    expectRefused(await uploadXlsx(s.t, `${COURSE}/importExcel`, s.w.teacher.token, file), 403);
  });
});

describe('unit sheets', () => {
  const HEADER = ['单元名称', '排序', '视频来源', '视频', '作业类型', '图文内容'];

  it('exports the units of a course and imports units into a course', async () => {
    const course = await addCourse(s.w.admin, { courseName: uniqueName('单元表课') });
    await addUnit(s.w.admin, course, { unitName: '已有单元', courseWorkType: 4 });
    const rows = await downloadXlsxRows(s.t, `${UNIT}/exportXls?courseId=${course}`, s.w.admin.token);
    expect(rows).toHaveLength(2);
    expect(rows[1][rows[0].indexOf('单元名称')]).toBe('已有单元');
    expect(rows[1][rows[0].indexOf('作业类型')]).toBe('Python');

    const file = await xlsxOf(HEADER, [
      ['导入一', 1, '链接', 'https://v.example.com/1.mp4', 'Scratch', '<p>好<script>x()</script></p>'],
      ['导入二', 2, '嵌入', 'https://player.bilibili.com/player.html?bvid=1', '', ''],
    ]);
    const res = await uploadXlsx(s.t, `${UNIT}/importExcel?courseId=${course}`, s.w.admin.token, file);
    expectAnswer(res, envelopeOf(importResultSchema));
    const stored = await s.t.db
      .select()
      .from(teachingCourseUnit)
      .where(and(eq(teachingCourseUnit.courseId, course), eq(teachingCourseUnit.unitName, '导入一')));
    expect(stored[0]).toMatchObject({ courseVideoSource: 2, courseWorkType: 2, mediaContent: '<p>好</p>' });
  });

  it('imports by course name, and writes nothing when a row is bad', async () => {
    const name = uniqueName('按名称导入');
    const course = await addCourse(s.w.admin, { courseName: name });
    const ok = await xlsxOf(['所属课程', '单元名称'], [[name, '按名称一']]);
    const good = await uploadXlsx(s.t, `${UNIT}/importExcel`, s.w.admin.token, ok);
    expect(good.status, good.body.message).toBe(200);
    const before = await tableCounts(s.t);
    const bad = await xlsxOf(
      ['所属课程', '单元名称', '视频来源', '视频'],
      [
        [name, '好单元', '', ''],
        [name, '坏视频', '嵌入', 'https://evil.example.com/embed'],
        ['没有这门课', '坏课程', '', ''],
      ],
    );
    const res = await uploadXlsx(s.t, `${UNIT}/importExcel`, s.w.admin.token, bad);
    expectRefused(res);
    expect(res.body.message).toContain('第 3 行');
    expect(res.body.message).toContain('第 4 行');
    expect(await tableCounts(s.t)).toEqual(before);
    const units = await s.w.admin.get(`${UNIT}/list?courseId=${course}`);
    expect((units.body.result as Json as { total: number }).total).toBe(1);
  });
});
