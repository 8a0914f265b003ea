import {
  classBatchResultSchema,
  classMembersChangedSchema,
  classStudentSchema,
  envelopeOf,
  myClassSchema,
  pageResultOf,
} from '@ck/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { expectAnswer } from '../../../../test/helpers/api-client.ts';
import { testAppSuite } from '../../../../test/helpers/app-suite.ts';
import { sysUser, sysUserDepart } from '../../identity/index.ts';
import {
  type Actors,
  actors,
  addClass,
  classIdOf,
  idOf,
  MY_CLASS,
  putInClass,
  setManaged,
} from './class-test-fixtures.ts';

let a: Actors;
let classA: string;
let classB: string;
let classC: string;

const suite = testAppSuite();

beforeAll(async () => {
  classA = await classIdOf(suite.t, 'A01A01');
  classB = await addClass(suite.t, '三年级2班', 'A01A02');
  classC = await addClass(suite.t, '四年级1班', 'A01A03');
  await setManaged(suite.t, 'teacher', [classA, classB]);
  await suite.t.db.update(sysUser).set({ phone: '13812345678' }).where(eq(sysUser.username, 'student1'));
  a = await actors(suite.t);
});

type Row = { id: string; username: string; [k: string]: unknown };
const studentsOf = async (classId: string, extra = '') => {
  const res = await a.admin.get(`${MY_CLASS}/students?classId=${classId}&pageSize=100${extra}`);
  expect(res.status, res.body.message).toBe(200);
  return (res.body.result as { records: Row[] }).records;
};
const membersOf = async (classId: string) =>
  (await suite.t.db.select().from(sysUserDepart).where(eq(sysUserDepart.departId, classId))).map(
    (r) => r.userId,
  );

describe('my classes', () => {
  it('lists a teacher’s own classes with school, size and join code; admins see all of the tenant', async () => {
    const res = await a.teacher.get(`${MY_CLASS}/list`);
    expectAnswer(res, envelopeOf(z.array(myClassSchema)));
    const list = res.body.result as { id: string; schoolName: string; studentCount: number; code: string }[];
    expect(list.map((c) => c.id)).toEqual([classA, classB]);
    expect(list[0]).toMatchObject({ schoolName: '码趣示范学校', studentCount: 2 });
    expect(list[0].code).toMatch(/^[A-Z2-9]{6}$/);
    const all = (await a.admin.get(`${MY_CLASS}/list`)).body.result as { id: string }[];
    expect(all.map((c) => c.id)).toEqual([classA, classB, classC]);
    expect((await a.outsider.get(`${MY_CLASS}/list`)).body.result).toEqual([]);
    expect((await a.student.get(`${MY_CLASS}/list`)).status).toBe(403);
  });

  it('lists students with masked phones, searches them, and refuses classes of others', async () => {
    const res = await a.teacher.get(`${MY_CLASS}/students?classId=${classA}`);
    expectAnswer(res, envelopeOf(pageResultOf(classStudentSchema)));
    const rows = (res.body.result as { records: Row[] }).records;
    expect(rows.map((r) => r.username)).toEqual(['student1', 'student2']);
    expect(rows[0].phone).toBe('138****5678');
    expect(rows[0].lastLoginTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect((await studentsOf(classA, '&keyword=小红')).map((r) => r.username)).toEqual(['student2']);
    const other = await a.teacher.get(`${MY_CLASS}/students?classId=${classC}`);
    expect(other.status).toBe(403);
    expect(other.body.message).toBe('只能管理自己负责的班级');
    expect((await a.outsider.get(`${MY_CLASS}/students?classId=${classA}`)).status).toBe(404);
    expect((await a.student.get(`${MY_CLASS}/students?classId=${classA}`)).status).toBe(403);
    const bad = await a.teacher.get(`${MY_CLASS}/students`);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/请选择班级/);
  });

  it('adds an existing student, once, and only students of the tenant', async () => {
    const made = await a.admin.post(`${MY_CLASS}/batchCreate`, {
      classId: classC,
      prefix: 'addme',
      count: 1,
    });
    const username = (made.body.result as { students: { username: string }[] }).students[0].username;
    const res = await a.teacher.post(`${MY_CLASS}/addStudent`, { classId: classB, username });
    expectAnswer(res, envelopeOf(z.object({ id: z.string(), username: z.string() })));
    expect((await studentsOf(classB)).map((r) => r.username)).toContain(username);
    const again = await a.teacher.post(`${MY_CLASS}/addStudent`, { classId: classB, username });
    expect(again.status).toBe(400);
    expect(again.body.message).toMatch(/已经在/);
    expect(
      (await a.teacher.post(`${MY_CLASS}/addStudent`, { classId: classB, username: 'teacher' })).status,
    ).toBe(400);
    const missing = await a.teacher.post(`${MY_CLASS}/addStudent`, {
      classId: classB,
      username: 'nobody_here',
    });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toMatch(/不存在/);
    const notMine = await a.teacher.post(`${MY_CLASS}/addStudent`, { classId: classC, username: 'student1' });
    expect(notMine.status).toBe(403);
    expect(
      (await a.outsider.post(`${MY_CLASS}/addStudent`, { classId: classA, username: 'student1' })).status,
    ).toBe(404);
    expect(
      (await a.student.post(`${MY_CLASS}/addStudent`, { classId: classA, username: 'student2' })).status,
    ).toBe(403);
  });

  it('removes students all together or not at all, keeping their accounts', async () => {
    const s2 = await idOf(suite.t, 'student2');
    await putInClass(suite.t, s2, classB);
    const stranger = await idOf(suite.t, 'student1');
    const mixed = await a.teacher.post(`${MY_CLASS}/removeStudent`, {
      classId: classB,
      userIds: [s2, stranger],
    });
    expect(mixed.status).toBe(400);
    expect(mixed.body.message).toBe('所选学生不在该班级中');
    expect(await membersOf(classB)).toContain(s2);
    const res = await a.teacher.post(`${MY_CLASS}/removeStudent`, { classId: classB, userIds: [s2] });
    expectAnswer(res, envelopeOf(classMembersChangedSchema));
    expect(res.body.result).toEqual({ count: 1 });
    expect(await membersOf(classB)).not.toContain(s2);
    expect(await membersOf(classA)).toContain(s2);
    expect(await idOf(suite.t, 'student2')).toBe(s2);
    const empty = await a.teacher.post(`${MY_CLASS}/removeStudent`, { classId: classB, userIds: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('请选择学生');
    expect(
      (await a.teacher.post(`${MY_CLASS}/removeStudent`, { classId: classC, userIds: [s2] })).status,
    ).toBe(403);
  });

  it('moves students between two managed classes only', async () => {
    const s1 = await idOf(suite.t, 'student1');
    const toOther = await a.teacher.post(`${MY_CLASS}/moveStudent`, {
      fromClassId: classA,
      toClassId: classC,
      userIds: [s1],
    });
    expect(toOther.status).toBe(403);
    expect(await membersOf(classA)).toContain(s1);
    expect(await membersOf(classC)).not.toContain(s1);
    const same = await a.teacher.post(`${MY_CLASS}/moveStudent`, {
      fromClassId: classA,
      toClassId: classA,
      userIds: [s1],
    });
    expect(same.status).toBe(400);
    expect(same.body.message).toBe('目标班级不能与原班级相同');
    const res = await a.teacher.post(`${MY_CLASS}/moveStudent`, {
      fromClassId: classA,
      toClassId: classB,
      userIds: [s1],
    });
    expectAnswer(res, envelopeOf(classMembersChangedSchema));
    expect(await membersOf(classA)).not.toContain(s1);
    expect(await membersOf(classB)).toContain(s1);
    const [row] = await suite.t.db
      .select({ orgCode: sysUser.orgCode })
      .from(sysUser)
      .where(eq(sysUser.id, s1));
    expect(row.orgCode).toBe('A01A02');
    // Back where the other tests expect student1.
    await a.teacher.post(`${MY_CLASS}/moveStudent`, {
      fromClassId: classB,
      toClassId: classA,
      userIds: [s1],
    });
    expect(
      (
        await a.student.post(`${MY_CLASS}/moveStudent`, {
          fromClassId: classA,
          toClassId: classB,
          userIds: [s1],
        })
      ).status,
    ).toBe(403);
  });
});

describe('batch-made student accounts', () => {
  const signIn = async (username: string, password: string) =>
    (
      await suite.t.app.inject({ method: 'POST', url: '/api/sys/login', payload: { username, password } })
    ).json().success as boolean;

  it('makes accounts in the class with passwords answered once and stored hashed', async () => {
    const res = await a.teacher.post(`${MY_CLASS}/batchCreate`, { classId: classB, prefix: 'bt', count: 3 });
    expectAnswer(res, envelopeOf(classBatchResultSchema));
    const made = res.body.result as {
      className: string;
      schoolName: string;
      students: { username: string; initialPassword: string }[];
    };
    expect(made).toMatchObject({ className: '三年级2班', schoolName: '码趣示范学校' });
    expect(made.students.map((s) => s.username)).toEqual(['bt001', 'bt002', 'bt003']);
    const [stored] = await suite.t.db.select().from(sysUser).where(eq(sysUser.username, 'bt002'));
    expect(stored.passwordHash).toMatch(/^\$argon2/);
    expect(stored.passwordHash).not.toContain(made.students[1].initialPassword);
    expect(await signIn('bt002', made.students[1].initialPassword)).toBe(true);
    expect(await membersOf(classB)).toContain(stored.id);
  });

  it('makes nothing when one account name of the batch is taken', async () => {
    const res = await a.teacher.post(`${MY_CLASS}/batchCreate`, {
      classId: classB,
      prefix: 'bt',
      start: 3,
      names: ['甲', '乙', '丙'],
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/bt003.*未创建任何账号/);
    const left = await suite.t.db.select().from(sysUser).where(eq(sysUser.username, 'bt004'));
    expect(left).toEqual([]);
  });

  it('continues from the first free number and names accounts after the class by default', async () => {
    const next = await a.teacher.post(`${MY_CLASS}/batchCreate`, {
      classId: classB,
      prefix: 'bt',
      names: ['甲', '乙'],
    });
    const students = (next.body.result as { students: { username: string; realname: string }[] }).students;
    expect(students).toMatchObject([
      { username: 'bt004', realname: '甲' },
      { username: 'bt005', realname: '乙' },
    ]);
    const byClass = await a.teacher.post(`${MY_CLASS}/batchCreate`, { classId: classB, count: 1 });
    expect((byClass.body.result as { students: { username: string }[] }).students[0].username).toBe(
      'a01a02001',
    );
  });

  it('refuses bad input, other classes and students, in Chinese', async () => {
    const tooMany = await a.teacher.post(`${MY_CLASS}/batchCreate`, { classId: classB, count: 201 });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toMatch(/每次最多创建 200 个账号/);
    const none = await a.teacher.post(`${MY_CLASS}/batchCreate`, { classId: classB });
    expect(none.status).toBe(400);
    expect(none.body.message).toMatch(/请填写数量或姓名名单/);
    const prefix = await a.teacher.post(`${MY_CLASS}/batchCreate`, {
      classId: classB,
      prefix: '1x',
      count: 1,
    });
    expect(prefix.status).toBe(400);
    expect(prefix.body.message).toMatch(/账号前缀/);
    const other = await a.teacher.post(`${MY_CLASS}/batchCreate`, {
      classId: classC,
      prefix: 'zz',
      count: 1,
    });
    expect(other.status).toBe(403);
    expect(other.body.message).toBe('只能管理自己负责的班级');
    expect((await suite.t.db.select().from(sysUser).where(eq(sysUser.username, 'zz001'))).length).toBe(0);
    expect((await a.outsider.post(`${MY_CLASS}/batchCreate`, { classId: classB, count: 1 })).status).toBe(
      404,
    );
    expect((await a.student.post(`${MY_CLASS}/batchCreate`, { classId: classA, count: 1 })).status).toBe(403);
  });
});
