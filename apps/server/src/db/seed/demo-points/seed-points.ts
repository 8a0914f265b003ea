import { DEFAULT_POINTS_RULES, POINTS_RULE_KINDS } from '@ck/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { changePoints, dayBefore, shanghaiDay, teachingJifenRule } from '../../../domains/points/index.ts';
import { DEFAULT_TENANT_ID } from '../../../platform/tenancy/tenancy.ts';
import type { Db } from '../../client.ts';
import { sysUser, teachingWork } from '../../schema/index.ts';

const T = DEFAULT_TENANT_ID;
const HOUR = 3_600_000;
/** Demo students with a points history; today's sign-in is left for them to do. */
const STUDENTS = ['student1', 'student2'];

/**
 * The demo school's points: the default rules saved as rows, and for the demo students three earlier
 * days of sign-in, a reward for each of their first works and one teacher's award. Event keys make a
 * second run change nothing.
 */
export async function seedDemoPoints(db: Db, now = new Date()) {
  for (const kind of POINTS_RULE_KINDS)
    await db
      .insert(teachingJifenRule)
      .values({
        id: uuidv7(),
        tenantId: T,
        kind,
        ...DEFAULT_POINTS_RULES[kind],
        enabled: 1,
        updateBy: 'system',
      })
      .onConflictDoNothing();
  const students = await db
    .select({ id: sysUser.id, username: sysUser.username })
    .from(sysUser)
    .where(and(eq(sysUser.tenantId, T), inArray(sysUser.username, STUDENTS), eq(sysUser.delFlag, 0)));
  const signIn = DEFAULT_POINTS_RULES.signIn.amount;
  for (const s of students) {
    let day = shanghaiDay(now);
    for (let back = 1; back <= 3; back++) {
      day = dayBefore(day);
      await changePoints(db, {
        tenantId: T,
        userId: s.id,
        amount: signIn,
        reason: '每日签到',
        kind: 'signIn',
        eventKey: `signIn:${day}`,
        at: new Date(Date.parse(`${day}T08:15:00+08:00`)),
      });
    }
    const works = await db
      .select({ id: teachingWork.id, workName: teachingWork.workName, createTime: teachingWork.createTime })
      .from(teachingWork)
      .where(and(eq(teachingWork.tenantId, T), eq(teachingWork.userId, s.id), eq(teachingWork.delFlag, 0)))
      .orderBy(asc(teachingWork.createTime))
      .limit(2);
    for (const w of works)
      await changePoints(db, {
        tenantId: T,
        userId: s.id,
        amount: DEFAULT_POINTS_RULES.workSubmit.amount,
        reason: `提交作品《${w.workName}》`,
        kind: 'workSubmit',
        eventKey: `workSubmit:${w.id}`,
        at: w.createTime ?? new Date(now.getTime() - 48 * HOUR),
      });
    await changePoints(db, {
      tenantId: T,
      userId: s.id,
      amount: 10,
      reason: '课堂表现积极',
      kind: 'manual',
      eventKey: 'demo:classroom',
      by: 'teacher',
      at: new Date(now.getTime() - 26 * HOUR),
    });
  }
}
