import { and, eq } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { seedDemoTenant } from '../../domains/tenant/index.ts';
import { randomPassword } from '../../platform/auth/random-password.ts';
import type { FileStorage } from '../../platform/storage/file-storage.ts';
import { DEFAULT_TENANT_ID } from '../../platform/tenancy/tenancy.ts';
import type { Db } from '../client.ts';
import { sysDepart, sysUser, sysUserDepart } from '../schema/index.ts';
import { seedCompanionAssessment } from './demo-companion/seed-companion-assessment.ts';
import { seedDemoCompanionContent } from './demo-companion/seed-companion-content.ts';
import { seedDemoContests } from './demo-contest/seed-contest.ts';
import { seedDemoExams } from './demo-exam/seed-exam.ts';
import { seedDemoMessages } from './demo-message/seed-messages.ts';
import { seedDemoPoints } from './demo-points/seed-points.ts';
import { seedDemoShop } from './demo-shop/seed-shop.ts';
import { seedDemoCourses, seedMoreStudents } from './demo-teaching/seed-teaching.ts';
import { seedDemoWorks } from './demo-works/seed-works.ts';
import { ensureUser, type SeededAccount } from './seed.ts';

async function ensureDepart(
  db: Db,
  row: { parentId: string | null; departName: string; orgCode: string; orgCategory: string },
) {
  const [found] = await db
    .select({ id: sysDepart.id })
    .from(sysDepart)
    .where(
      and(
        eq(sysDepart.tenantId, DEFAULT_TENANT_ID),
        eq(sysDepart.orgCode, row.orgCode),
        eq(sysDepart.delFlag, 0),
      ),
    );
  if (found) return found.id;
  const id = uuidv7();
  await db.insert(sysDepart).values({ id, tenantId: DEFAULT_TENANT_ID, ...row, createBy: 'system' });
  return id;
}

export interface DemoOptions {
  /**
   * Where the demo course files go. With it, the demo school gets a second class, more students and
   * the teaching demo (courses, units, files, progress); without it (API tests), only the base school.
   */
  storage?: FileStorage;
  /** DATA_DIR: with it, the judge problems behind the demo's programming questions get their test data. */
  dataDir?: string;
  now?: Date;
}

/** A demo school with a teacher and students, so a newcomer sees a living platform. */
export async function seedDemo(
  db: Db,
  roleIds: Record<string, string>,
  password?: string,
  opts: DemoOptions = {},
): Promise<SeededAccount[]> {
  const schoolId = await ensureDepart(db, {
    parentId: null,
    departName: '码趣示范学校',
    orgCode: 'A01',
    orgCategory: '1',
  });
  const classId = await ensureDepart(db, {
    parentId: schoolId,
    departName: '三年级1班',
    orgCode: 'A01A01',
    orgCategory: '3',
  });
  const people = [
    {
      username: 'teacher',
      realname: '王老师',
      userIdentity: 2,
      roles: ['teacher'],
      departIds: classId,
      role: '老师',
    },
    { username: 'student1', realname: '李小明', userIdentity: 1, roles: ['student'], role: '学生' },
    { username: 'student2', realname: '张小红', userIdentity: 1, roles: ['student'], role: '学生' },
  ];
  const accounts: SeededAccount[] = [];
  for (const p of people) {
    const pw = password ?? randomPassword();
    const { id, created } = await ensureUser(db, roleIds, { ...p, password: pw, orgCode: 'A01A01' });
    await db.insert(sysUserDepart).values({ userId: id, departId: classId }).onConflictDoNothing();
    if (created) accounts.push({ username: p.username, password: pw, role: p.role });
  }
  await seedDemoMessages(db, opts.now);
  if (opts.storage)
    accounts.push(...(await seedTeachingDemo(db, roleIds, schoolId, classId, password, opts)));
  return accounts;
}

/** The second class, the teacher managing both classes, more students, and the demo courses. */
async function seedTeachingDemo(
  db: Db,
  roleIds: Record<string, string>,
  schoolId: string,
  classId: string,
  password: string | undefined,
  opts: DemoOptions,
): Promise<SeededAccount[]> {
  const secondId = await ensureDepart(db, {
    parentId: schoolId,
    departName: '四年级2班',
    orgCode: 'A01A02',
    orgCategory: '3',
  });
  const [teacher] = await db
    .select({ id: sysUser.id, departIds: sysUser.departIds })
    .from(sysUser)
    .where(and(eq(sysUser.username, 'teacher'), eq(sysUser.delFlag, 0)));
  if (!teacher) return [];
  const managed = (teacher.departIds ?? '').split(',').filter(Boolean);
  if (!managed.includes(secondId)) {
    await db
      .update(sysUser)
      .set({ departIds: [...managed, secondId].join(',') })
      .where(eq(sysUser.id, teacher.id));
    await db.insert(sysUserDepart).values({ userId: teacher.id, departId: secondId }).onConflictDoNothing();
  }
  const school = { schoolId, classIds: [classId, secondId] as [string, string], teacherId: teacher.id };
  const accounts = await seedMoreStudents(db, roleIds, school, password);
  await seedDemoCourses(db, opts.storage!, school, opts.now);
  await seedDemoWorks(db, opts.storage!, opts.now);
  await seedDemoExams(db, { classId, dataDir: opts.dataDir }, opts.now);
  await seedDemoContests(db, opts.now);
  await seedDemoPoints(db, opts.now);
  await seedDemoShop(db, opts.storage!, opts.now);
  await seedDemoCompanionContent(db, opts.now);
  await seedCompanionAssessment(db, opts.now);
  accounts.push(...(await seedDemoTenant(db, password, opts.now)));
  return accounts;
}
