import { and, eq } from 'drizzle-orm';
import { clientOf } from '../../../../test/helpers/api-client.ts';
import { schoolWorld } from '../../../../test/helpers/school-world.ts';
import { signedInStudent } from '../../../../test/helpers/students.ts';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app.ts';
import { userIdOf } from '../../../../test/helpers/users.ts';
import { DEFAULT_TENANT_ID } from '../../../platform/tenancy/tenancy.ts';
import { teachingJifen, teachingJifenBalance } from '../tables.ts';

export const JIFEN = '/api/teaching/teachingJifen';
export const RULE = '/api/teaching/teachingJifenRule';

export { userIdOf };

/**
 * The school world (teacher with class A01A01 and student1 / student2; teacher_b with class B01A01)
 * plus student_b in class B01A01.
 */
export async function pointsWorld(t: TestApp) {
  const w = await schoolWorld(t);
  const b = await signedInStudent(t, 'student_b', '孙小华', w.classB);
  return {
    ...w,
    studentB: b.c,
    student2: clientOf(t, await t.login('student2')),
    ids: {
      student1: await userIdOf(t, 'student1'),
      student2: await userIdOf(t, 'student2'),
      studentB: b.id,
      teacher: await userIdOf(t, 'teacher'),
    },
  };
}

export type PointsWorld = Awaited<ReturnType<typeof pointsWorld>>;

/** A fresh test app with its points world, for a test file's `beforeAll`. */
export async function pointsApp(): Promise<{ t: TestApp; w: PointsWorld }> {
  const t = await createTestApp();
  return { t, w: await pointsWorld(t) };
}

/** A user's ledger rows and stored balance, straight from the tables. */
export async function ledgerOf(t: TestApp, userId: string) {
  const rows = await t.db
    .select()
    .from(teachingJifen)
    .where(and(eq(teachingJifen.tenantId, DEFAULT_TENANT_ID), eq(teachingJifen.userId, userId)));
  const [b] = await t.db
    .select({ balance: teachingJifenBalance.balance })
    .from(teachingJifenBalance)
    .where(
      and(eq(teachingJifenBalance.tenantId, DEFAULT_TENANT_ID), eq(teachingJifenBalance.userId, userId)),
    );
  return { rows, balance: b?.balance ?? 0 };
}
