import { and, eq } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { type Client, clientOf } from '../../../../test/helpers/api-client.ts';
import { insertDepart } from '../../../../test/helpers/departs.ts';
import { DEMO_PASSWORD, OTHER_TENANT_ID } from '../../../../test/helpers/fixtures.ts';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app.ts';
import { ensureUser } from '../../../db/seed/seed.ts';
import { DEFAULT_TENANT_ID } from '../../../platform/tenancy/tenancy.ts';
import { sysDepart, sysRole, sysUserDepart } from '../../identity/index.ts';
import { teachingWork } from '../work/work-tables.ts';

export const WORK = '/api/teaching/teachingWork';

import { userIdOf } from '../../../../test/helpers/users.ts';

export { userIdOf };

export async function classIdOf(t: TestApp, orgCode: string) {
  const [d] = await t.db
    .select({ id: sysDepart.id })
    .from(sysDepart)
    .where(and(eq(sysDepart.orgCode, orgCode), eq(sysDepart.tenantId, DEFAULT_TENANT_ID)));
  return d.id;
}

/** A second class with its own teacher (teacher2) and student (student3). */
export async function addSecondClass(t: TestApp) {
  const schoolId = (
    await t.db.select({ id: sysDepart.id }).from(sysDepart).where(eq(sysDepart.orgCode, 'A01'))
  )[0].id;
  const classId = await insertDepart(t, { parentId: schoolId, departName: '四年级2班', orgCode: 'A01A09' });
  const roles = await t.db
    .select({ id: sysRole.id, code: sysRole.roleCode })
    .from(sysRole)
    .where(eq(sysRole.tenantId, DEFAULT_TENANT_ID));
  const roleIds = Object.fromEntries(roles.map((r) => [r.code, r.id]));
  const teacher = await ensureUser(t.db, roleIds, {
    username: 'teacher2',
    realname: '陈老师',
    userIdentity: 2,
    roles: ['teacher'],
    password: DEMO_PASSWORD,
    departIds: classId,
  });
  const student = await ensureUser(t.db, roleIds, {
    username: 'student3',
    realname: '赵小刚',
    userIdentity: 1,
    roles: ['student'],
    password: DEMO_PASSWORD,
  });
  await t.db.insert(sysUserDepart).values([
    { userId: teacher.id, departId: classId },
    { userId: student.id, departId: classId },
  ]);
  return { classId, teacher2: teacher.id, student3: student.id };
}

export interface WorkFixture {
  userId: string;
  workName?: string;
  workType?: number;
  workStatus?: number;
  workScene?: string;
  workFile?: string | null;
  tenantId?: string;
  saveTime?: Date;
  unitId?: string;
}

/** A work inserted straight into the table (the upload and submit routes belong to work/). */
export async function addWork(t: TestApp, w: WorkFixture) {
  const id = uuidv7();
  await t.db.insert(teachingWork).values({
    id,
    tenantId: w.tenantId ?? DEFAULT_TENANT_ID,
    userId: w.userId,
    workName: w.workName ?? '我的作品',
    workType: w.workType ?? 2,
    workStatus: w.workStatus ?? 0,
    workScene: w.workScene ?? 'create',
    workFile: w.workFile === undefined ? `works/${w.userId}/${id}.sb3` : w.workFile,
    workCover: `works/${w.userId}/${id}.png`,
    unitId: w.unitId,
    saveTime: w.saveTime ?? new Date(),
    createBy: 'test',
  });
  return id;
}

export async function workRow(t: TestApp, id: string) {
  const [row] = await t.db.select().from(teachingWork).where(eq(teachingWork.id, id));
  return row;
}

export interface SocialActors {
  admin: Client;
  teacher: Client;
  teacher2: Client;
  student1: Client;
  student2: Client;
  student3: Client;
  outsider: Client;
  visitor: Client;
}

export async function socialActors(t: TestApp): Promise<SocialActors> {
  return {
    admin: clientOf(t, await t.login('admin')),
    teacher: clientOf(t, await t.login('teacher')),
    teacher2: clientOf(t, await t.login('teacher2')),
    student1: clientOf(t, await t.login('student1')),
    student2: clientOf(t, await t.login('student2')),
    student3: clientOf(t, await t.login('student3')),
    outsider: clientOf(t, await t.login('other_admin')),
    visitor: clientOf(t, ''),
  };
}

/**
 * A fresh test app with the second class and every actor signed in, and the ids of the students
 * student1, student2 and student3, for a test file's `beforeAll`.
 */
export async function socialApp() {
  const t = await createTestApp();
  const { student3 } = await addSecondClass(t);
  const a = await socialActors(t);
  return { t, a, s1: await userIdOf(t, 'student1'), s2: await userIdOf(t, 'student2'), s3: student3 };
}

export { OTHER_TENANT_ID };
