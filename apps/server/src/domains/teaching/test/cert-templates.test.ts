import { describe, expect, it } from 'vitest';
import type { Json, Page } from '../../../../test/helpers/api-client.ts';
import { appSuite } from '../../../../test/helpers/app-suite.ts';
import { addTemplate, certApp, courseWithUnits, sampleFields, TPL } from './cert-helpers.ts';

const s = appSuite(certApp);

describe('certificate templates', () => {
  it('the admin adds, reads, edits and deletes one, with its course', async () => {
    const { courseId } = await courseWithUnits(s.t, '模板课程', 1);
    const id = await addTemplate(s.admin, { name: '优秀学员', courseId, orgName: '码趣学院' });
    const got = await s.admin.get(`${TPL}/queryById?id=${id}`);
    expect(got.status).toBe(200);
    const tpl = got.body.result as Json;
    expect(tpl).toMatchObject({
      name: '优秀学员',
      courseId,
      courseName: '模板课程',
      orgName: '码趣学院',
      width: 1123,
    });
    expect((tpl.fields as Json[]).length).toBe(sampleFields.length);
    expect((tpl.fields as Json[])[1]).toMatchObject({ align: 'center', bold: false, text: null });

    const edit = await s.admin.put(`${TPL}/edit`, {
      id,
      name: '优秀学员证书',
      width: 794,
      height: 1123,
      fields: [],
    });
    expect(edit.status, edit.body.message).toBe(200);
    const list = (await s.admin.get(`${TPL}/list?name=优秀学员`)).body.result as Page;
    expect(list.records.map((r) => r.id)).toContain(id);
    expect(list.records.find((r) => r.id === id)).toMatchObject({
      height: 1123,
      courseId: null,
      issuedCount: 0,
    });

    expect((await s.admin.del(`${TPL}/delete?id=${id}`)).status).toBe(200);
    expect((await s.admin.get(`${TPL}/queryById?id=${id}`)).status).toBe(404);
  });

  it('refuses bad input with a Chinese message and writes nothing', async () => {
    const before = ((await s.admin.get(`${TPL}/list?pageSize=100`)).body.result as Page).total;
    const bad: Json[] = [
      { name: '' },
      { name: 'x'.repeat(101) },
      { name: '尺寸', width: 50 },
      { name: '尺寸', height: 9000 },
      { name: '字段', fields: [{ key: 'phone', x: 1, y: 1, fontSize: 12, color: '#000000' }] },
      { name: '字段', fields: [{ key: 'studentName', x: 120, y: 1, fontSize: 12, color: '#000000' }] },
      { name: '字段', fields: [{ key: 'studentName', x: 1, y: 1, fontSize: 2, color: '#000000' }] },
      { name: '字段', fields: [{ key: 'studentName', x: 1, y: 1, fontSize: 12, color: 'red' }] },
      {
        name: '字段',
        fields: [{ key: 'studentName', x: 1, y: 1, fontSize: 12, color: '#000000', align: 'top' }],
      },
      { name: '字段', fields: [{ key: 'customText', x: 1, y: 1, fontSize: 12, color: '#000000' }] },
      { name: '字段', fields: 'abc' },
      { name: '背景', background: 'javascript:alert(1)' },
      { name: '背景', background: '../../etc/passwd' },
      { name: '课程', courseId: 'no-such-course' },
    ];
    for (const body of bad) {
      const res = await s.admin.post(`${TPL}/add`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toMatch(/[\u4e00-\u9fa5]/);
    }
    const tooMany = Array.from({ length: 31 }, () => sampleFields[0]);
    expect((await s.admin.post(`${TPL}/add`, { name: '太多', fields: tooMany })).status).toBe(400);
    expect((await s.admin.put(`${TPL}/edit`, { name: '缺 id' })).status).toBe(400);
    expect(((await s.admin.get(`${TPL}/list?pageSize=100`)).body.result as Page).total).toBe(before);
  });

  it('teachers read templates but never write them; students do neither', async () => {
    const id = await addTemplate(s.admin);
    expect((await s.teacher.get(`${TPL}/list`)).status).toBe(200);
    expect((await s.teacher.get(`${TPL}/queryById?id=${id}`)).status).toBe(200);
    expect((await s.teacher.post(`${TPL}/add`, { name: '老师的' })).status).toBe(403);
    expect((await s.teacher.put(`${TPL}/edit`, { id, name: '改' })).status).toBe(403);
    expect((await s.teacher.del(`${TPL}/delete?id=${id}`)).status).toBe(403);
    expect((await s.student.get(`${TPL}/list`)).status).toBe(403);
    expect((await s.student.post(`${TPL}/add`, { name: '学生的' })).status).toBe(403);
  });

  it('another tenant neither sees nor changes them', async () => {
    const id = await addTemplate(s.admin, { name: '本租户模板' });
    const list = (await s.other.get(`${TPL}/list?pageSize=100`)).body.result as Page;
    expect(list.records.map((r) => r.id)).not.toContain(id);
    expect((await s.other.get(`${TPL}/queryById?id=${id}`)).status).toBe(404);
    expect((await s.other.put(`${TPL}/edit`, { id, name: '篡改' })).status).toBe(404);
    expect((await s.other.del(`${TPL}/delete?id=${id}`)).status).toBe(404);
    expect(((await s.admin.get(`${TPL}/queryById?id=${id}`)).body.result as Json).name).toBe('本租户模板');
  });
});
