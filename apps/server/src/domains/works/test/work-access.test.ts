import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { appSuite } from '../../../../test/helpers/app-suite.ts';
import { downloadXlsx, firstSheet, xlsxOf } from '../../../../test/helpers/xlsx-upload.ts';
import { teachingWork } from '../work/work-tables.ts';
import { PNG_BYTES, saveWork, upload, uploadSb3, WORK, worksApp } from './work-fixtures.ts';

let privateId: string;
let publicId: string;
let classBWork: string;

const s = appSuite(worksApp);

beforeAll(async () => {
  const cover = (await upload(s.t, s.w.student, 'c.png', PNG_BYTES, { kind: 'cover' })).body.result.path;
  privateId = await saveWork(s.t, s.w.student, { workName: '私有作品', workCover: cover });
  publicId = await saveWork(s.t, s.w.student2, { workName: '公开作品' });
  await s.t.db.update(teachingWork).set({ workStatus: 3 }).where(eq(teachingWork.id, publicId));
  classBWork = await saveWork(s.t, s.w.studentB, { workName: '五年级作品' });
});

const get = (url: string, token?: string) =>
  s.t.app.inject({ method: 'GET', url, headers: token ? { 'x-access-token': token } : {} });

describe('work detail and file privacy', () => {
  it('keeps a private work from visitors and outsiders, opens it to owner and class teacher', async () => {
    expect((await get(`${WORK}/queryById?id=${privateId}`)).statusCode).toBe(403);
    expect((await get(`${WORK}/file?id=${privateId}`)).statusCode).toBe(403);
    expect((await get(`${WORK}/queryById?id=${privateId}`, s.w.student2.token)).statusCode).toBe(403);
    expect((await get(`${WORK}/file?id=${privateId}`, s.w.teacherB.token)).statusCode).toBe(403);
    expect((await get(`${WORK}/queryById?id=${privateId}`, s.w.teacher.token)).statusCode).toBe(200);
    const own = await get(`${WORK}/file?id=${privateId}`, s.w.student.token);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-disposition']).toMatch(/^attachment/);
    expect(own.headers['x-content-type-options']).toBe('nosniff');
    expect(own.headers['content-type']).not.toContain('html');
    const cover = await get(`${WORK}/file?id=${privateId}&kind=cover`, s.w.student.token);
    expect(cover.headers['content-type']).toBe('image/png');
  });

  it('opens a public work and its file to anyone, counting a view once per viewer per hour', async () => {
    const first = await get(`${WORK}/queryById?id=${publicId}`);
    expect(first.statusCode).toBe(200);
    expect(first.json().result.score).toBeNull();
    await get(`${WORK}/queryById?id=${publicId}`);
    await get(`${WORK}/queryById?id=${publicId}`, s.w.student.token);
    const [row] = await s.t.db.select().from(teachingWork).where(eq(teachingWork.id, publicId));
    expect(row.viewNum).toBe(2);
    const file = await get(`${WORK}/file?id=${publicId}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/^attachment/);
    expect(file.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});

describe('author card', () => {
  it('shows signed-in users of the tenant the author, visitors only authors of public works', async () => {
    const student2Id = (await s.t.db.select().from(teachingWork).where(eq(teachingWork.id, publicId)))[0]
      .userId;
    const studentId = (await s.t.db.select().from(teachingWork).where(eq(teachingWork.id, privateId)))[0]
      .userId;
    const card = await get(`${WORK}/userInfo?userId=${studentId}`, s.w.teacher.token);
    expect(card.statusCode).toBe(200);
    expect(card.json().result).toMatchObject({ realname: '李小明', workNum: 1 });
    expect((await get(`${WORK}/userInfo?userId=${studentId}`)).statusCode).toBe(404);
    const visitor = await get(`${WORK}/userInfo?userId=${student2Id}`);
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json().result.workNum).toBe(1);
  });
});

describe('list scope', () => {
  const ids = async (token: string) => {
    const res = await get(`${WORK}/list?pageSize=100`, token);
    expect(res.statusCode).toBe(200);
    return (res.json().result.records as { id: string }[]).map((r) => r.id);
  };

  it('admin sees the tenant; a teacher their classes and public works; students have no list', async () => {
    const admin = await ids(s.w.admin.token);
    expect(admin).toEqual(expect.arrayContaining([privateId, publicId, classBWork]));
    const teacher = await ids(s.w.teacher.token);
    expect(teacher).toEqual(expect.arrayContaining([privateId, publicId]));
    expect(teacher).not.toContain(classBWork);
    const teacherB = await ids(s.w.teacherB.token);
    expect(teacherB).toEqual(expect.arrayContaining([classBWork, publicId]));
    expect(teacherB).not.toContain(privateId);
    expect((await get(`${WORK}/list`, s.w.student.token)).statusCode).toBe(403);
    const filtered = await get(`${WORK}/list?workName=${encodeURIComponent('私有')}`, s.w.admin.token);
    expect(filtered.json().result.records.map((r: { id: string }) => r.id)).toEqual([privateId]);
  });

  it('mine lists only my works', async () => {
    const res = await s.w.student2.get(`${WORK}/mine?pageSize=100`);
    const mine = (res.body.result as { records: { id: string }[] }).records.map((r) => r.id);
    expect(mine).toContain(publicId);
    expect(mine).not.toContain(privateId);
  });
});

describe('export and import', () => {
  const importAs = async (token: string, file: Buffer) => {
    const { multipart } = await import('../../../../test/helpers/multipart.ts');
    const form = multipart({}, { name: 'works.xlsx', data: file });
    const res = await s.t.app.inject({
      method: 'POST',
      url: `${WORK}/importExcel`,
      headers: { ...form.headers, 'x-access-token': token },
      payload: form.payload,
    });
    return { status: res.statusCode, body: res.json() };
  };

  it('exports the works the caller may list', async () => {
    const sheet = await firstSheet(await downloadXlsx(s.t, `${WORK}/exportXls`, s.w.teacher.token));
    const names = sheet.getColumn(1).values as unknown[];
    expect(names).toContain('私有作品');
    expect(names).not.toContain('五年级作品');
    expect((await get(`${WORK}/exportXls`, s.w.student.token)).statusCode).toBe(403);
  });

  it('imports all rows or none, naming the bad rows', async () => {
    const file = await uploadSb3(s.t, s.w.admin);
    const header = ['作品名称', '用户账号', '作品类型', '作品场景', '作品状态', '作品文件'];
    const bad = await xlsxOf(header, [
      ['导入一', 'student1', 'Scratch3', '自由创作', '已保存', file],
      ['导入二', 'nobody', 'Scratch3', '自由创作', '已保存', file],
      ['导入三', 'student1', '不存在', '自由创作', '已保存', file],
    ]);
    const refused = await importAs(s.w.admin.token, bad);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain('第 3 行');
    expect(refused.body.message).toContain('第 4 行');
    const count = async () =>
      (await s.t.db.select().from(teachingWork).where(eq(teachingWork.workName, '导入一'))).length;
    expect(await count()).toBe(0);
    const good = await xlsxOf(header, [['导入一', 'student1', 'Scratch3', '自由创作', '已保存', file]]);
    const done = await importAs(s.w.admin.token, good);
    expect(done.status).toBe(200);
    expect(await count()).toBe(1);
    expect((await importAs(s.w.teacher.token, good)).status).toBe(403);
  });
});
