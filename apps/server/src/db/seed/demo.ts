import { and, eq } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { randomPassword } from '../../platform/auth/random-password.ts';
import { DEFAULT_TENANT_ID } from '../../platform/tenancy/tenancy.ts';
import type { Db } from '../client.ts';
import { sysDepart, sysUserDepart } from '../schema/index.ts';
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

/** A demo school with one class, a teacher and two students, so a newcomer sees a living platform. */
export async function seedDemo(
  db: Db,
  roleIds: Record<string, string>,
  password?: string,
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
  return accounts;
}
