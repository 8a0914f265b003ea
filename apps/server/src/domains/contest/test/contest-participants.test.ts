import { envelopeOf, pageResultOf, participantHistorySchema, participantSchema } from '@ck/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAnswer, type Json } from '../../../../test/helpers/api-client.ts';
import { appSuite } from '../../../../test/helpers/app-suite.ts';
import { multipart } from '../../../../test/helpers/multipart.ts';
import { schoolApp } from '../../../../test/helpers/school-world.ts';
import { downloadXlsx, uploadXlsx, xlsxOf, xlsxTextRows } from '../../../../test/helpers/xlsx-upload.ts';
import {
  addContest,
  addGroup,
  CONTEST,
  contestRowCounts,
  expectRefused,
  PARTICIPANT,
  SCHOOL,
} from './contest-fixtures.ts';

const suite = appSuite(schoolApp);

let adminToken: string;

beforeAll(async () => {
  adminToken = await suite.t.login('admin');
});

const HEADER = ['账号', '姓名', '学校', '年级', '分组', '家长电话'];

async function exportOf(contestId: string) {
  const buffer = await downloadXlsx(suite.t, `${PARTICIPANT}/exportXls?contestId=${contestId}`, adminToken);
  return { buffer, rows: await xlsxTextRows(buffer) };
}

const records = async (contestId: string) => {
  const res = await suite.w.admin.get(`${PARTICIPANT}/list?contestId=${contestId}&pageSize=100`);
  expectAnswer(res, envelopeOf(pageResultOf(participantSchema)));
  return (res.body.result as { records: Json[] }).records;
};

describe('participants', () => {
  it('imports a sheet, exports it, and the export imports into another contest unchanged', async () => {
    const contest = await addContest(suite.w.admin);
    const primary = await addGroup(suite.w.admin, contest.id as string, { className: '小学组' });
    await addGroup(suite.w.admin, contest.id as string, { className: '初中组' });
    await suite.w.admin.post(`${SCHOOL}/add`, { contestId: contest.id, schoolName: '实验小学' });
    const file = await xlsxOf(HEADER, [
      ['student1', '张三', '实验小学', '五年级', '小学组', '13800000001'],
      ['student2', '李四', '外校', '初一', '初中组', ''],
    ]);
    const res = await uploadXlsx(
      suite.t,
      `${PARTICIPANT}/importExcel?contestId=${contest.id}`,
      adminToken,
      file,
    );
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.result).toMatchObject({ total: 2, success: 2, failed: 0 });
    const rows = await records(contest.id as string);
    expect(rows.map((r) => [r.username, r.realname, r.groupId_dictText, r.schoolName, r.source])).toEqual([
      ['student1', '张三', '小学组', '实验小学', 'import'],
      ['student2', '李四', '初中组', '外校', 'import'],
    ]);
    expect(rows[0].groupId).toBe(primary);
    expect(rows[0].schoolId).toBeTruthy();
    expect(rows[1].schoolId).toBeNull();

    const first = await exportOf(contest.id as string);
    expect(first.rows[0]).toEqual([...HEADER, '来源']);
    expect(first.rows.slice(1)).toEqual([
      ['student1', '张三', '实验小学', '五年级', '小学组', '13800000001', '导入'],
      ['student2', '李四', '外校', '初一', '初中组', '', '导入'],
    ]);
    const copy = await addContest(suite.w.admin);
    await addGroup(suite.w.admin, copy.id as string, { className: '小学组' });
    await addGroup(suite.w.admin, copy.id as string, { className: '初中组' });
    const again = await uploadXlsx(
      suite.t,
      `${PARTICIPANT}/importExcel?contestId=${copy.id}`,
      adminToken,
      first.buffer,
    );
    expect(again.status, again.body.message).toBe(200);
    expect((await exportOf(copy.id as string)).rows).toEqual(first.rows);
  });

  it('takes the contest from a form field sent before the file', async () => {
    const contest = await addContest(suite.w.admin);
    await addGroup(suite.w.admin, contest.id as string, { className: '唯一组' });
    // With one group the 分组 cell may stay empty.
    const body = multipart(
      { contestId: contest.id as string },
      { name: 'students.xlsx', data: await xlsxOf(HEADER, [['student1', '张三', '', '', '', '']]) },
    );
    const res = await suite.t.app.inject({
      method: 'POST',
      url: `${PARTICIPANT}/importExcel`,
      headers: { 'x-access-token': adminToken, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode, res.json().message).toBe(200);
    expect((await records(contest.id as string)).map((r) => r.groupId_dictText)).toEqual(['唯一组']);
  });

  it('refuses a sheet with bad rows, naming them, and writes nothing', async () => {
    const contest = await addContest(suite.w.admin);
    await addGroup(suite.w.admin, contest.id as string, { className: '小学组' });
    const before = await contestRowCounts(suite.t);
    const file = await xlsxOf(HEADER, [
      ['student1', '张三', '', '', '小学组', ''],
      ['nobody_here', '王五', '', '', '小学组', ''],
      ['student2', '', '', '', '高中组', 'abc'],
    ]);
    const res = await uploadXlsx(
      suite.t,
      `${PARTICIPANT}/importExcel?contestId=${contest.id}`,
      adminToken,
      file,
    );
    expectRefused(res, 400, '未写入任何数据');
    expect((res.body.result as Json).errors).toEqual([
      { row: 3, message: '账号 nobody_here 不存在' },
      { row: 4, message: '请填写姓名；分组“高中组”不存在；家长电话格式不正确' },
    ]);
    expect(await contestRowCounts(suite.t)).toEqual(before);
    const student = await uploadXlsx(
      suite.t,
      `${PARTICIPANT}/importExcel?contestId=${contest.id}`,
      await suite.t.login('student1'),
      file,
    );
    expectRefused(student, 403);
  });

  it('adds, edits and removes one participant, and lists anyone’s history across contests', async () => {
    const a = await addContest(suite.w.admin, { contestName: '春季赛' });
    const b = await addContest(suite.w.admin, { contestName: '秋季赛' });
    const ga = await addGroup(suite.w.admin, a.id as string);
    const gb = await addGroup(suite.w.admin, b.id as string, { className: '提高组' });
    const gb2 = await addGroup(suite.w.admin, b.id as string, { className: '普及组' });
    const add = (contestId: unknown, groupId: string, username = 'student2') =>
      suite.w.admin.post(`${PARTICIPANT}/add`, { contestId, groupId, username, realname: '李四' });
    expect((await add(a.id, ga)).status).toBe(200);
    expect((await add(b.id, gb)).status).toBe(200);
    expectRefused(await add(b.id, gb), 400, '已报名');
    expectRefused(await add(b.id, gb, 'no_such_user'), 400, '不存在');
    expectRefused(await add(b.id, ga), 400, '分组不存在');
    const [row] = await records(b.id as string);
    const edit = await suite.w.admin.put(`${PARTICIPANT}/edit`, { id: row.id, groupId: gb2, grade: '初二' });
    expect(edit.status, edit.body.message).toBe(200);
    expect((await records(b.id as string))[0]).toMatchObject({ groupId_dictText: '普及组', grade: '初二' });

    const history = await suite.w.teacher.get(`${PARTICIPANT}/history?keyword=student2`);
    expectAnswer(history, envelopeOf(pageResultOf(participantHistorySchema)));
    const names = (history.body.result as { records: Json[] }).records.map((r) => r.contestName);
    expect(names).toEqual(expect.arrayContaining(['春季赛', '秋季赛']));
    expect((await suite.w.outsider.get(`${PARTICIPANT}/history?keyword=student2`)).body.result).toMatchObject(
      {
        total: 0,
      },
    );

    expect((await suite.w.admin.del(`${PARTICIPANT}/delete?id=${row.id}`)).status).toBe(200);
    expect(await records(b.id as string)).toEqual([]);
    const mine = (
      await suite.t.app.inject({
        method: 'GET',
        url: `${CONTEST}/mine`,
        headers: { 'x-access-token': await suite.t.login('student2') },
      })
    ).json().result as Json[];
    expect(mine.map((m) => m.contestId)).toContain(a.id);
    expect(mine.map((m) => m.contestId)).not.toContain(b.id);
  });
});
