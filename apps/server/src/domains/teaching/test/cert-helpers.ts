import { eq } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { expect } from 'vitest';
import { appSignedIn } from '../../../../test/helpers/admin-clients.ts';
import type { Client, Json } from '../../../../test/helpers/api-client.ts';
import { insertDepart } from '../../../../test/helpers/departs.ts';
import type { TestApp } from '../../../../test/helpers/test-app.ts';
import { sysRole, sysUserDepart } from '../../../db/schema/index.ts';
import { ensureUser } from '../../../db/seed/seed.ts';
import { DEFAULT_TENANT_ID } from '../../../platform/tenancy/tenancy.ts';
import { teachingCourse, teachingCourseUnit, teachingUnitProgress } from '../tables.ts';

/** A fresh test app with the clients of the certificate tests; `other` is another organisation's admin. */
export const certApp = () =>
  appSignedIn({ admin: 'admin', teacher: 'teacher', student: 'student1', other: 'other_admin' });

export const TPL = '/api/teaching/teachingCertTemplate';
export const CERT = '/api/teaching/teachingCert';

export const sampleFields = [
  { key: 'studentName', x: 50, y: 45, fontSize: 48, color: '#222222', align: 'center', bold: true },
  { key: 'courseName', x: 50, y: 58, fontSize: 28, color: '#333333', align: 'center' },
  { key: 'issueDate', x: 80, y: 85, fontSize: 20, color: '#555555', align: 'right' },
  { key: 'serialNo', x: 10, y: 92, fontSize: 16, color: '#777777', align: 'left' },
  { key: 'orgName', x: 80, y: 80, fontSize: 20, color: '#555555', align: 'right' },
  { key: 'customText', x: 50, y: 20, fontSize: 60, color: '#aa0000', align: 'center', text: '结业证书' },
];

export { userIdOf } from '../../../../test/helpers/users.ts';

/** Adds a template as the admin and returns its id. */
export async function addTemplate(admin: Client, body: Json = {}): Promise<string> {
  const res = await admin.post(`${TPL}/add`, {
    name: `结业证书${Math.random().toString(36).slice(2, 6)}`,
    background: 'teaching/cert/bg.png',
    width: 1123,
    height: 794,
    fields: sampleFields,
    ...body,
  });
  expect(res.status, res.body.message).toBe(200);
  return (res.body.result as Json).id as string;
}

export async function issue(client: Client, body: Json) {
  return client.post(`${CERT}/issue`, body);
}

/** A class of its own (not the teacher's) with one new student in it; answers the student's id. */
export async function outsider(t: TestApp, username: string): Promise<string> {
  const classId = await insertDepart(t, {
    departName: `外班${username}`,
    orgCode: `B${Math.floor(Math.random() * 1e6)}`,
  });
  const roles = await t.db
    .select({ id: sysRole.id, code: sysRole.roleCode })
    .from(sysRole)
    .where(eq(sysRole.tenantId, DEFAULT_TENANT_ID));
  const { id } = await ensureUser(t.db, Object.fromEntries(roles.map((r) => [r.code, r.id])), {
    username,
    realname: '赵外班',
    userIdentity: 1,
    roles: ['student'],
    password: 'Demo@123456',
  });
  await t.db.insert(sysUserDepart).values({ userId: id, departId: classId });
  return id;
}

/** A course with `units` units, written straight to the tables (the course admin is another part). */
export async function courseWithUnits(t: TestApp, name: string, units: number, tenantId = DEFAULT_TENANT_ID) {
  const courseId = uuidv7();
  await t.db.insert(teachingCourse).values({ id: courseId, tenantId, courseName: name, isShared: 1 });
  const unitIds: string[] = [];
  for (let i = 0; i < units; i++) {
    const id = uuidv7();
    unitIds.push(id);
    await t.db
      .insert(teachingCourseUnit)
      .values({ id, tenantId, courseId, unitName: `第${i + 1}课`, orderNum: i });
  }
  return { courseId, unitIds };
}

export async function markViewed(t: TestApp, userId: string, courseId: string, unitId: string) {
  await t.db.insert(teachingUnitProgress).values({
    id: uuidv7(),
    tenantId: DEFAULT_TENANT_ID,
    userId,
    courseId,
    unitId,
    viewCount: 1,
    firstViewTime: new Date(),
    lastViewTime: new Date(),
  });
}

export async function waitFor<T>(
  probe: () => Promise<T | null | undefined | false>,
  timeoutMs = 3000,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const v = await probe();
    if (v) return v;
    if (Date.now() > until) throw new Error('等待超时');
    await new Promise((r) => setTimeout(r, 20));
  }
}
