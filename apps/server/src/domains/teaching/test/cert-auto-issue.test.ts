import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Json } from '../../../../test/helpers/api-client.ts';
import { signedInSuite } from '../../../../test/helpers/app-suite.ts';
import { DEFAULT_TENANT_ID } from '../../../platform/tenancy/tenancy.ts';
import { teachingCert } from '../tables.ts';
import { addTemplate, CERT, courseWithUnits, markViewed, userIdOf, waitFor } from './cert-helpers.ts';

let s1: string;

const s = signedInSuite({ admin: 'admin', student: 'student1' });

beforeAll(async () => {
  s1 = await userIdOf(s.t, 'student1');
});

const certsFor = (userId: string, courseId: string) =>
  s.t.db
    .select()
    .from(teachingCert)
    .where(and(eq(teachingCert.userId, userId), eq(teachingCert.courseId, courseId)));

const progress = (courseId: string, unitId: string) =>
  s.t.ctx.events.publish('teaching.unitProgress', {
    tenantId: DEFAULT_TENANT_ID,
    userId: s1,
    courseId,
    unitId,
  });

describe('certificates on completing a course', () => {
  it('are issued once, when the last unit has been viewed', async () => {
    const { courseId, unitIds } = await courseWithUnits(s.t, 'Python 基础', 3);
    const templateId = await addTemplate(s.admin, { courseId });

    await markViewed(s.t, s1, courseId, unitIds[0]);
    await markViewed(s.t, s1, courseId, unitIds[1]);
    await progress(courseId, unitIds[1]);
    await new Promise((r) => setTimeout(r, 200));
    expect(await certsFor(s1, courseId)).toHaveLength(0);

    await markViewed(s.t, s1, courseId, unitIds[2]);
    await progress(courseId, unitIds[2]);
    const [row] = await waitFor(async () => {
      const rows = await certsFor(s1, courseId);
      return rows.length ? rows : null;
    });
    expect(row).toMatchObject({ templateId, source: 2, courseName: 'Python 基础', holderName: '李小明' });

    // Again and again at once: still one.
    await Promise.all([
      progress(courseId, unitIds[0]),
      progress(courseId, unitIds[2]),
      progress(courseId, unitIds[1]),
    ]);
    await new Promise((r) => setTimeout(r, 300));
    expect(await certsFor(s1, courseId)).toHaveLength(1);

    // Revoked by a teacher: never handed out again automatically.
    expect((await s.admin.put(`${CERT}/revoke`, { id: row.id })).status).toBe(200);
    await progress(courseId, unitIds[0]);
    await new Promise((r) => setTimeout(r, 200));
    const rows = await certsFor(s1, courseId);
    expect(rows).toHaveLength(1);
    expect(rows[0].revoked).toBe(1);
  });

  it('are caught up on the learner’s own list when an event was missed', async () => {
    const { courseId, unitIds } = await courseWithUnits(s.t, 'C++ 竞赛', 2);
    await addTemplate(s.admin, { courseId, name: 'C++ 结业' });
    for (const u of unitIds) await markViewed(s.t, s1, courseId, u);
    // No event published: the list itself issues it.
    const mine = await s.student.get(`${CERT}/mine`);
    expect(mine.status).toBe(200);
    const names = (mine.body.result as Json[]).map((c) => c.certName);
    expect(names).toContain('C++ 结业');
    await s.student.get(`${CERT}/mine`);
    expect(await certsFor(s1, courseId)).toHaveLength(1);
  });

  it('are not issued for a course without units or without a template', async () => {
    const empty = await courseWithUnits(s.t, '空课程', 0);
    await addTemplate(s.admin, { courseId: empty.courseId });
    await progress(empty.courseId, 'none');
    const plain = await courseWithUnits(s.t, '无模板课程', 1);
    await markViewed(s.t, s1, plain.courseId, plain.unitIds[0]);
    await progress(plain.courseId, plain.unitIds[0]);
    await new Promise((r) => setTimeout(r, 200));
    expect(await certsFor(s1, empty.courseId)).toHaveLength(0);
    expect(await certsFor(s1, plain.courseId)).toHaveLength(0);
  });
});
