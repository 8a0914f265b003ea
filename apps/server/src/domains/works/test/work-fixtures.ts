import { and, eq } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { clientOf } from '../../../../test/helpers/api-client.ts';
import { insertDepart } from '../../../../test/helpers/departs.ts';
import { DEMO_PASSWORD } from '../../../../test/helpers/fixtures.ts';
import { multipart } from '../../../../test/helpers/multipart.ts';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app.ts';
import { ensureUser } from '../../../db/seed/seed.ts';
import { zipBuffer } from '../../../db/seed/zip-buffer.ts';
import { DEFAULT_TENANT_ID } from '../../../platform/tenancy/tenancy.ts';
import { sysDepart, sysRole, sysUserDepart } from '../../identity/index.ts';
import { teachingCourse, teachingCourseDept, teachingCourseUnit } from '../../teaching/index.ts';
import { teachingAdditionalWork } from '../homework/homework-tables.ts';

// The world of the works tests: two classes with their own teacher and students, a course opened to
// class A, helpers to build .sb3 files and to upload and save works through the API.

export const WORK = '/api/teaching/teachingWork';

/** A zip of the given entries (text or bytes). */
export const zipOf = (files: Record<string, string | Buffer>): Promise<Buffer> =>
  zipBuffer(Object.entries(files).map(([name, data]) => ({ name, data })));

/** A minimal Scratch 3 project file; `tag` makes each one different. */
export const sb3Of = (tag = 'x') =>
  zipOf({ 'project.json': JSON.stringify({ targets: [], meta: { semver: '3.0.0', tag } }) });

/** Rewrites the uncompressed size the central directory declares for every entry (a lying zip). */
export function declareSize(zip: Buffer, size: number): Buffer {
  const out = Buffer.from(zip);
  for (let i = 0; i + 46 <= out.length; i++) {
    if (out.readUInt32LE(i) === 0x02014b50) out.writeUInt32LE(size, i + 24);
  }
  return out;
}

export const PNG_BYTES = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);

async function roleId(t: TestApp, code: string) {
  const [role] = await t.db
    .select({ id: sysRole.id })
    .from(sysRole)
    .where(and(eq(sysRole.tenantId, DEFAULT_TENANT_ID), eq(sysRole.roleCode, code)));
  return role.id;
}

async function classOf(t: TestApp, orgCode: string, name: string) {
  const [found] = await t.db
    .select({ id: sysDepart.id })
    .from(sysDepart)
    .where(eq(sysDepart.orgCode, orgCode));
  if (found) return found.id;
  return insertDepart(t, { departName: name, orgCode });
}

export { userIdOf } from '../../../../test/helpers/users.ts';

async function addUser(t: TestApp, username: string, role: 'teacher' | 'student', classId: string) {
  const { id } = await ensureUser(
    t.db,
    { [role]: await roleId(t, role) },
    {
      username,
      realname: username,
      userIdentity: role === 'teacher' ? 2 : 1,
      roles: [role],
      password: DEMO_PASSWORD,
      ...(role === 'teacher' ? { departIds: classId } : {}),
    },
  );
  await t.db.insert(sysUserDepart).values({ userId: id, departId: classId }).onConflictDoNothing();
  return id;
}

/** A Scratch course (`showType` as the course table takes it) with one unit whose homework is a work. */
export async function courseWithUnit(t: TestApp, courseName: string, unitName: string, showType: number) {
  const courseId = uuidv7();
  await t.db.insert(teachingCourse).values({
    id: courseId,
    tenantId: DEFAULT_TENANT_ID,
    courseName,
    courseType: 2,
    courseCategory: 1,
    showType,
  });
  const unitId = uuidv7();
  await t.db.insert(teachingCourseUnit).values({
    id: unitId,
    tenantId: DEFAULT_TENANT_ID,
    courseId,
    unitName,
    courseWorkType: 2,
  });
  return { courseId, unitId };
}

/** Class A (demo: teacher, student1, student2) and class B (teacher_w, student_w), a course opened to A. */
export async function worksWorld(t: TestApp) {
  const classA = await classOf(t, 'A01A01', '三年级1班');
  const classB = await classOf(t, 'W01A01', '五年级1班');
  await addUser(t, 'teacher_w', 'teacher', classB);
  await addUser(t, 'student_w', 'student', classB);
  const { courseId, unitId } = await courseWithUnit(t, '作品课', '第一课 小猫走路', 1);
  await t.db
    .insert(teachingCourseDept)
    .values({ id: uuidv7(), tenantId: DEFAULT_TENANT_ID, deptId: classA, courseId, openTime: null });
  return {
    classA,
    classB,
    courseId,
    unitId,
    admin: await actor(t, 'admin'),
    teacher: await actor(t, 'teacher'),
    teacherB: await actor(t, 'teacher_w'),
    student: await actor(t, 'student1'),
    student2: await actor(t, 'student2'),
    studentB: await actor(t, 'student_w'),
  };
}

/** A signed-in user: the API client and the token (for multipart requests). */
export async function actor(t: TestApp, username: string) {
  return clientOf(t, await t.login(username));
}
export type Actor = Awaited<ReturnType<typeof actor>>;

export type WorksWorld = Awaited<ReturnType<typeof worksWorld>>;

/** A fresh test app with its works world, for a test file's `beforeAll`. */
export async function worksApp(): Promise<{ t: TestApp; w: WorksWorld }> {
  const t = await createTestApp();
  return { t, w: await worksWorld(t) };
}

/** Extra homework straight into its table (helper C owns its routes). */
export async function addAdditional(
  t: TestApp,
  values: Partial<typeof teachingAdditionalWork.$inferInsert> & { workDept: string },
) {
  const id = uuidv7();
  await t.db.insert(teachingAdditionalWork).values({
    id,
    tenantId: DEFAULT_TENANT_ID,
    workName: '额外作业',
    codeType: 2,
    status: 1,
    ...values,
  });
  return id;
}

/** Uploads through the API as `client`'s user. */
export async function upload(
  t: TestApp,
  c: Actor,
  name: string,
  data: Buffer | string,
  params: { workType?: number; kind?: 'file' | 'cover' } = {},
) {
  const form = multipart({}, { name, data });
  const qs = new URLSearchParams({
    workType: String(params.workType ?? 2),
    kind: params.kind ?? 'file',
  });
  const res = await t.app.inject({
    method: 'POST',
    url: `${WORK}/upload?${qs}`,
    headers: { ...form.headers, 'x-access-token': c.token },
    payload: form.payload,
  });
  return {
    status: res.statusCode,
    body: res.json() as { success: boolean; message: string; result: { path: string; size: number } },
  };
}

/** Uploads an .sb3 and returns its path; fails loudly on refusal. */
export async function uploadSb3(t: TestApp, c: Actor, tag = 'x') {
  const res = await upload(t, c, 'cat.sb3', await sb3Of(tag));
  if (res.status !== 200) throw new Error(`上传失败：${res.body.message}`);
  return res.body.result.path;
}

/** Saves a new Scratch work as `c` and returns its id. */
export async function saveWork(t: TestApp, c: Actor, body: Record<string, unknown> = {}) {
  const workFile = await uploadSb3(t, c, String(Math.random()));
  const res = await c.post(`${WORK}/submit`, { workName: '小猫', workType: 2, workFile, ...body });
  if (res.status !== 200) throw new Error(`保存失败：${res.body.message}`);
  return (res.body.result as { id: string }).id;
}
