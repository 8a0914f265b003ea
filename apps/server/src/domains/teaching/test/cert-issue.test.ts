import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Json, Page } from '../../../../test/helpers/api-client.ts';
import { appSuite } from '../../../../test/helpers/app-suite.ts';
import { teachingCert } from '../tables.ts';
import {
  addTemplate,
  CERT,
  certApp,
  courseWithUnits,
  issue,
  outsider,
  TPL,
  userIdOf,
} from './cert-helpers.ts';

const suite = appSuite(certApp);

let s1: string;
let s2: string;
let stranger: string;

beforeAll(async () => {
  s1 = await userIdOf(suite.t, 'student1');
  s2 = await userIdOf(suite.t, 'student2');
  stranger = await outsider(suite.t, 'outsider1');
});

const certsOf = (userId: string) =>
  suite.t.db.select().from(teachingCert).where(eq(teachingCert.userId, userId));

describe('issuing certificates', () => {
  it('gives each student a unique, unguessable serial and the values of the day', async () => {
    const { courseId } = await courseWithUnits(suite.t, 'Scratch 入门', 2);
    const templateId = await addTemplate(suite.admin, { name: '结业证书' });
    const res = await issue(suite.admin, {
      templateId,
      userIds: [s1, s2],
      courseId,
      issueDate: '2026-06-01',
    });
    expect(res.status, res.body.message).toBe(200);
    const result = res.body.result as { issued: number; skipped: number; serialNos: string[] };
    expect(result.issued).toBe(2);
    expect(new Set(result.serialNos).size).toBe(2);
    for (const s of result.serialNos) expect(s).toMatch(/^CK2026[A-Z2-7]{8}$/);

    const [row] = (await certsOf(s1)).filter((r) => r.templateId === templateId);
    expect(row).toMatchObject({
      holderName: '李小明',
      courseName: 'Scratch 入门',
      issueDate: '2026-06-01',
      orgName: '码趣示范学校',
      certName: '结业证书',
      source: 1,
    });

    // The same template and course again: skipped, not doubled.
    const again = await issue(suite.admin, { templateId, userIds: `${s1},${s2}`, courseId });
    expect(again.body.result).toMatchObject({ issued: 0, skipped: 2 });

    // Renaming the template later leaves what was issued unchanged.
    await suite.admin.put(`${TPL}/edit`, { id: templateId, name: '改名后的证书', fields: [] });
    const [kept] = (await certsOf(s1)).filter((r) => r.templateId === templateId);
    expect(kept.certName).toBe('结业证书');
    expect(kept.layout.fields.length).toBeGreaterThan(0);
  });

  it('serials stay unique over many certificates', async () => {
    const templateId = await addTemplate(suite.admin);
    const serials = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const res = await issue(suite.admin, { templateId, userIds: [s1, s2], courseId: null });
      expect(res.status, res.body.message).toBe(200);
      const rows = await suite.t.db
        .select({ serialNo: teachingCert.serialNo, id: teachingCert.id })
        .from(teachingCert);
      for (const r of rows) serials.add(r.serialNo);
      expect(serials.size).toBe(rows.length);
      // Revoke so the next round issues again.
      const list = (await suite.admin.get(`${CERT}/list?templateId=${templateId}&revoked=0`)).body
        .result as Page;
      for (const c of list.records) await suite.admin.put(`${CERT}/revoke`, { id: c.id });
    }
  });

  it('a teacher issues to the students of the classes they manage, and nobody else', async () => {
    const templateId = await addTemplate(suite.admin);
    const ok = await issue(suite.teacher, { templateId, userIds: [s2] });
    expect(ok.status, ok.body.message).toBe(200);

    const refused = await issue(suite.teacher, { templateId, userIds: [s1, stranger] });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toContain('班级');
    // Nor to themselves, though they sit in the class.
    const self = await userIdOf(suite.t, 'teacher');
    expect((await issue(suite.teacher, { templateId, userIds: [self] })).status).toBe(403);
    // All or nothing: student1 got nothing from the refused request.
    expect((await certsOf(s1)).filter((r) => r.templateId === templateId)).toHaveLength(0);

    // The teacher's list holds only their students' certificates; the admin's holds everybody's.
    const adminIssued = await issue(suite.admin, { templateId, userIds: [stranger] });
    expect(adminIssued.status).toBe(200);
    const teacherList = (await suite.teacher.get(`${CERT}/list?pageSize=100`)).body.result as Page;
    expect(teacherList.records.map((r) => r.userId)).not.toContain(stranger);
    const adminList = (await suite.admin.get(`${CERT}/list?pageSize=100`)).body.result as Page;
    expect(adminList.records.map((r) => r.userId)).toContain(stranger);

    const strangerCert = adminList.records.find((r) => r.userId === stranger)!;
    expect((await suite.teacher.put(`${CERT}/revoke`, { id: strangerCert.id })).status).toBe(403);

    // Class pickers: only managed classes and their students.
    const classes = (await suite.teacher.get(`${CERT}/classes`)).body.result as Json[];
    expect(classes.map((c) => c.name)).toEqual(['三年级1班']);
    const students = await suite.teacher.get(`${CERT}/classStudents?classId=${classes[0].id}`);
    expect((students.body.result as Json[]).map((s) => s.username).sort()).toEqual(['student1', 'student2']);
    const all = (await suite.admin.get(`${CERT}/classes`)).body.result as Json[];
    const foreign = all.find((c) => c.name === '外班outsider1')!;
    expect((await suite.teacher.get(`${CERT}/classStudents?classId=${foreign.id}`)).status).toBe(403);
  });

  it('students neither issue, list nor revoke', async () => {
    const templateId = await addTemplate(suite.admin);
    expect((await issue(suite.student, { templateId, userIds: [s1] })).status).toBe(403);
    expect((await suite.student.get(`${CERT}/list`)).status).toBe(403);
    expect((await suite.student.put(`${CERT}/revoke`, { id: 'x' })).status).toBe(403);
    expect((await suite.student.get(`${CERT}/classes`)).status).toBe(403);
  });

  it('refuses bad input with a Chinese message', async () => {
    const templateId = await addTemplate(suite.admin);
    const bad: Json[] = [
      { userIds: [s1] },
      { templateId, userIds: [] },
      { templateId, userIds: '' },
      { templateId, userIds: Array.from({ length: 201 }, (_, i) => `u${i}`) },
      { templateId, userIds: [s1], issueDate: '2026-13-01' },
      { templateId, userIds: [s1], issueDate: '2026-02-30' },
      { templateId, userIds: [s1], issueDate: '明天' },
      { templateId: 'no-such-template', userIds: [s1] },
      { templateId, userIds: [s1, 'no-such-user'] },
      { templateId, userIds: [s1], courseId: 'no-such-course' },
    ];
    for (const body of bad) {
      const res = await issue(suite.admin, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toMatch(/[\u4e00-\u9fa5]/);
    }
    expect((await certsOf(s1)).filter((r) => r.templateId === templateId)).toHaveLength(0);
    expect((await suite.admin.put(`${CERT}/revoke`, {})).status).toBe(400);
    expect((await suite.admin.put(`${CERT}/revoke`, { id: 'no-such' })).status).toBe(404);
  });

  it('revoking marks it revoked once, and another tenant cannot touch it', async () => {
    const templateId = await addTemplate(suite.admin);
    const res = await issue(suite.admin, { templateId, userIds: [s2] });
    const [row] = (await certsOf(s2)).filter((r) => r.templateId === templateId);
    expect((await suite.other.put(`${CERT}/revoke`, { id: row.id })).status).toBe(404);
    expect(((await suite.other.get(`${CERT}/list?pageSize=100`)).body.result as Page).records).toHaveLength(
      0,
    );
    expect((await issue(suite.other, { templateId, userIds: [s2] })).status).toBe(400);
    const otherTemplate = await addTemplate(suite.other);
    expect((await issue(suite.other, { templateId: otherTemplate, userIds: [s2] })).status).toBe(400);

    expect((await suite.admin.put(`${CERT}/revoke`, { id: row.id })).status).toBe(200);
    const again = await suite.admin.put(`${CERT}/revoke`, { id: row.id });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('该证书已撤销');
    const [stored] = (await certsOf(s2)).filter((r) => r.id === row.id);
    expect(stored.revoked).toBe(1);
    expect(stored.revokeBy).toBe('admin');
    expect((res.body.result as Json).issued).toBe(1);
  });
});
