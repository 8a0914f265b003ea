import { and, asc, eq, isNull } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { Db } from '../../../db/client.ts';
import { randomPassword } from '../../../platform/auth/random-password.ts';
import { sysTenant, sysTenantLicense } from '../../../platform/tenancy/tables.ts';
import { DEFAULT_TENANT_ID, liveScope } from '../../../platform/tenancy/tenancy.ts';
import { teachingPaper } from '../../exam/index.ts';
import { provisionTenant } from '../../identity/index.ts';
import { teachingCourse } from '../../teaching/index.ts';

export const DEMO_TENANT_NAME = '星火少儿编程（示例机构）';
export const DEMO_TENANT_ADMIN = 'xinghuo_admin';

/**
 * A second organisation on the platform: its own administrator, brand name and colour, a year of
 * service, and the platform's first demo course and first published bank paper licensed to it. Made once; answers the new account.
 */
export async function seedDemoTenant(
  db: Db,
  password?: string,
  now = new Date(),
): Promise<{ username: string; password: string; role: string }[]> {
  const [found] = await db
    .select({ id: sysTenant.id })
    .from(sysTenant)
    .where(and(eq(sysTenant.name, DEMO_TENANT_NAME), eq(sysTenant.delFlag, 0)));
  if (found) return [];
  const adminPassword = password ?? randomPassword();
  const id = uuidv7();
  const [course] = await db
    .select({ id: teachingCourse.id })
    .from(teachingCourse)
    .where(liveScope(teachingCourse, DEFAULT_TENANT_ID))
    .orderBy(asc(teachingCourse.orderNum), asc(teachingCourse.createTime))
    .limit(1);
  const [paper] = await db
    .select({ id: teachingPaper.id })
    .from(teachingPaper)
    .where(
      and(
        liveScope(teachingPaper, DEFAULT_TENANT_ID),
        eq(teachingPaper.status, 1),
        isNull(teachingPaper.deptId),
      ),
    )
    .orderBy(asc(teachingPaper.createTime))
    .limit(1);
  await db.transaction(async (tx) => {
    await tx.insert(sysTenant).values({
      id,
      name: DEMO_TENANT_NAME,
      contactName: '陈老师',
      contactPhone: '0571-88880000',
      expireTime: new Date(now.getTime() + 365 * 24 * 3600 * 1000),
      maxStudents: 200,
      maxTeachers: 20,
      maxStorageMb: 2048,
      brandName: '星火编程',
      brandColor: '#fa8c16',
      remark: '演示用的示例机构',
      createBy: 'system',
    });
    await provisionTenant(tx, {
      tenantId: id,
      tenantName: DEMO_TENANT_NAME,
      username: DEMO_TENANT_ADMIN,
      password: adminPassword,
      realname: '星火管理员',
      createBy: 'system',
    });
    if (course)
      await tx
        .insert(sysTenantLicense)
        .values({ id: uuidv7(), tenantId: id, kind: 'course', refId: course.id, createBy: 'system' });
    if (paper)
      await tx
        .insert(sysTenantLicense)
        .values({ id: uuidv7(), tenantId: id, kind: 'paper', refId: paper.id, createBy: 'system' });
  });
  return [{ username: DEMO_TENANT_ADMIN, password: adminPassword, role: '机构管理员（星火少儿编程）' }];
}
