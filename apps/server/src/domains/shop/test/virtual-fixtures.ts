import { eq } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { TestApp } from '../../../../test/helpers/test-app.ts';
import { DEFAULT_TENANT_ID } from '../../../platform/tenancy/tenancy.ts';
import { teachingPaper } from '../../exam/index.ts';
import { sysDepart } from '../../identity/index.ts';
import {
  teachingCertTemplate,
  teachingCourse,
  teachingCourseDept,
  teachingCourseUnit,
} from '../../teaching/index.ts';

// What virtual goods deliver, written straight into their tables: the shop only links and copies them.

export const HOUR = 3_600_000;

export async function addCourse(t: TestApp, values: Partial<typeof teachingCourse.$inferInsert> = {}) {
  const id = uuidv7();
  await t.db.insert(teachingCourse).values({
    id,
    tenantId: DEFAULT_TENANT_ID,
    courseName: `商城课程${id.slice(-6)}`,
    courseType: 2,
    courseCategory: 1,
    showType: 2,
    ...values,
  });
  return id;
}

export async function addUnit(t: TestApp, courseId: string, orderNum: number) {
  const id = uuidv7();
  await t.db.insert(teachingCourseUnit).values({
    id,
    tenantId: DEFAULT_TENANT_ID,
    courseId,
    unitName: `单元${orderNum}`,
    courseWorkType: 2,
    mediaContent: '<p>内容</p>',
    orderNum,
  });
  return id;
}

/** Opens a course to a class from `openTime` (null: at once). */
export async function linkCourse(t: TestApp, deptId: string, courseId: string, openTime: Date | null = null) {
  await t.db
    .insert(teachingCourseDept)
    .values({ id: uuidv7(), tenantId: DEFAULT_TENANT_ID, deptId, courseId, openTime });
}

export async function departIdOf(t: TestApp, orgCode: string) {
  const [d] = await t.db.select({ id: sysDepart.id }).from(sysDepart).where(eq(sysDepart.orgCode, orgCode));
  return d.id;
}

/** A paper of the tenant's bank (no sections: copying one is the same as copying any). */
export async function addPaper(
  t: TestApp,
  paperName: string,
  values: Partial<typeof teachingPaper.$inferInsert> = {},
) {
  const id = uuidv7();
  await t.db
    .insert(teachingPaper)
    .values({ id, tenantId: DEFAULT_TENANT_ID, paperName, createBy: 'admin', ...values });
  return id;
}

export async function addTemplate(t: TestApp, name: string, courseId: string | null) {
  const id = uuidv7();
  await t.db.insert(teachingCertTemplate).values({
    id,
    tenantId: DEFAULT_TENANT_ID,
    name,
    background: 'teaching/cert/bg.png',
    fields: [
      {
        key: 'studentName',
        x: 50,
        y: 45,
        fontSize: 48,
        color: '#222222',
        align: 'center',
        bold: true,
        text: null,
      },
    ],
    courseId,
    orgName: '码趣示范学校',
    createBy: 'admin',
  });
  return id;
}
