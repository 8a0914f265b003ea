import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { DEFAULT_TENANT_ID } from '../../../platform/tenancy/tenancy.ts';
import { sysDepart } from '../../identity/index.ts';
import { teachingCourse, teachingCourseDept, teachingCourseUnit } from '../../teaching/index.ts';

/**
 * A map course with two units opened to student1's class (三年级1班), under fixed ids the listed calls
 * name: the API test seed has no teaching demo, and the map page must read a real course.
 */
export const CONTRACT_COURSE = {
  id: '0193f000-0000-7000-8000-00000cc00001',
  unitIds: ['0193f000-0000-7000-8000-00000cc00011', '0193f000-0000-7000-8000-00000cc00012'],
} as const;

export async function seedTeachingContract(db: Db) {
  const [klass] = await db
    .select({ id: sysDepart.id })
    .from(sysDepart)
    .where(and(eq(sysDepart.tenantId, DEFAULT_TENANT_ID), eq(sysDepart.orgCode, 'A01A01')));
  const tenantId = DEFAULT_TENANT_ID;
  await db.insert(teachingCourse).values({
    id: CONTRACT_COURSE.id,
    tenantId,
    courseName: '合约地图课',
    courseMap: 'teaching/contract-map.png',
    showType: 1,
    courseType: 2,
    courseCategory: 1,
  });
  await db.insert(teachingCourseUnit).values(
    CONTRACT_COURSE.unitIds.map((id, i) => ({
      id,
      tenantId,
      courseId: CONTRACT_COURSE.id,
      unitName: `第${i + 1}关`,
      orderNum: i + 1,
      mapX: 100 * (i + 1),
      mapY: 80,
      courseWorkType: 2,
      courseWork: 'teaching/contract-starter.sb3',
      courseWorkAnswer: 'teaching/contract-answer.sb3',
    })),
  );
  await db.insert(teachingCourseDept).values({
    id: '0193f000-0000-7000-8000-00000cc00021',
    tenantId,
    deptId: klass.id,
    courseId: CONTRACT_COURSE.id,
    openTime: new Date(Date.now() - 3_600_000),
  });
}
