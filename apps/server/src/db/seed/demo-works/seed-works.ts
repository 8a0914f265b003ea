import { and, asc, eq, inArray } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { recordHomework } from '../../../domains/teaching/index.ts';
import type { FileStorage } from '../../../platform/storage/file-storage.ts';
import { DEFAULT_TENANT_ID } from '../../../platform/tenancy/tenancy.ts';
import type { Db } from '../../client.ts';
import {
  sysUser,
  sysUserDepart,
  teachingCourseUnit,
  teachingWork,
  teachingWorkComment,
  teachingWorkCorrect,
  teachingWorkStar,
  teachingWorkTag,
} from '../../schema/index.ts';
import { DEMO_COURSE_IDS } from '../demo-teaching/seed-teaching.ts';
import { type SeedFile, storeSeedFiles } from '../store-files.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const T = DEFAULT_TENANT_ID;

/** The first demo work's id: present means the demo works were seeded already. */
const FIRST_WORK_ID = '0193f000-0000-7000-8000-0000000d0001';

interface StoredFile extends SeedFile {
  userId: string;
  username: string;
}

/**
 * A living gallery for the demo school: works of the demo students (real `.sb3` projects and `.py`
 * programs with PNG covers), saved, handed in as unit homework, graded, on the home page and featured,
 * with stars, collects, comments, tags and a remix. Runs after the teaching demo; returns false when
 * the works exist already or the demo courses are missing.
 */
export async function seedDemoWorks(db: Db, storage: FileStorage, now = new Date()): Promise<boolean> {
  const [found] = await db
    .select({ id: teachingWork.id })
    .from(teachingWork)
    .where(eq(teachingWork.id, FIRST_WORK_ID));
  if (found) return false;
  const units = await db
    .select({ id: teachingCourseUnit.id, courseId: teachingCourseUnit.courseId })
    .from(teachingCourseUnit)
    .where(
      and(
        inArray(teachingCourseUnit.courseId, [DEMO_COURSE_IDS.scratch, DEMO_COURSE_IDS.python]),
        eq(teachingCourseUnit.delFlag, 0),
      ),
    )
    .orderBy(asc(teachingCourseUnit.orderNum));
  if (!units.length) return false;
  const unitsOf = {
    scratch: units.filter((u) => u.courseId === DEMO_COURSE_IDS.scratch),
    python: units.filter((u) => u.courseId === DEMO_COURSE_IDS.python),
  };

  // Generated only on the first start: the builders and sharp stay out of later starts.
  const { DEMO_WORKS, DEMO_MARKS, DEMO_COMMENTS } = await import('./demo-works.ts');
  const { buildSb3 } = await import('../demo-teaching/sb3-builder.ts');
  const { coverPng } = await import('./work-covers.ts');

  const usernames = [
    ...new Set([
      ...DEMO_WORKS.map((w) => w.username),
      ...DEMO_MARKS.map((m) => m[0]),
      ...DEMO_COMMENTS.map((c) => c[0]),
    ]),
  ];
  const users = await db
    .select({ id: sysUser.id, username: sysUser.username })
    .from(sysUser)
    .where(and(inArray(sysUser.username, usernames), eq(sysUser.tenantId, T), eq(sysUser.delFlag, 0)));
  const userOf = new Map(users.map((u) => [u.username, u.id]));
  const classes = await db
    .select({ userId: sysUserDepart.userId, departId: sysUserDepart.departId })
    .from(sysUserDepart)
    .where(
      inArray(
        sysUserDepart.userId,
        users.map((u) => u.id),
      ),
    );
  const classOf = new Map(classes.map((c) => [c.userId, c.departId]));
  const works = DEMO_WORKS.filter((w) => userOf.has(w.username));

  const files: StoredFile[] = [];
  const rows: (typeof teachingWork.$inferInsert)[] = [];
  for (const w of works) {
    const userId = userOf.get(w.username)!;
    const ext = w.workType === 2 ? 'sb3' : 'py';
    const data = w.project ? await buildSb3(w.project) : Buffer.from(w.code ?? '');
    const fileKey = `work/${userId}/demo-${w.slug}.${ext}`;
    const coverKey = `work/${userId}/demo-${w.slug}-cover.png`;
    files.push(
      { key: fileKey, name: `${w.workName}.${ext}`, data, userId, username: w.username },
      {
        key: coverKey,
        name: `${w.workName}-封面.png`,
        data: await coverPng(w.coverSvg),
        userId,
        username: w.username,
      },
    );
    const savedAt = new Date(now.getTime() - w.daysAgo * DAY);
    const unit = w.homework ? unitsOf[w.homework.course][w.homework.unit] : undefined;
    rows.push({
      id: w.id,
      tenantId: T,
      userId,
      workName: w.workName,
      workType: w.workType,
      workScene: unit ? 'course' : 'create',
      workStatus: w.gallery ?? w.state,
      workFile: fileKey,
      workCover: coverKey,
      departId: unit ? (classOf.get(userId) ?? null) : null,
      courseId: unit?.courseId ?? null,
      unitId: unit?.id ?? null,
      originId: w.originId ?? null,
      viewNum: w.viewNum,
      starNum: DEMO_MARKS.filter((m) => m[1] === w.id && m[2] === 'star' && userOf.has(m[0])).length,
      collectNum: DEMO_MARKS.filter((m) => m[1] === w.id && m[2] === 'collect' && userOf.has(m[0])).length,
      commentNum: DEMO_COMMENTS.filter((c) => c[1] === w.id && userOf.has(c[0])).length,
      saveTime: savedAt,
      createTime: new Date(savedAt.getTime() - HOUR),
      createBy: w.username,
    });
  }
  // Private work files, each owned by its student.
  await storeSeedFiles(db, storage, files, (f) => ({
    biz: 'work',
    ownerId: f.userId,
    isPublic: false,
    createBy: f.username,
  }));

  const savedAt = new Map(rows.map((r) => [r.id!, r.saveTime!.getTime()]));
  await db.transaction(async (tx) => {
    await tx.insert(teachingWork).values(rows);
    const graded = works.filter((w) => w.state === 2);
    if (graded.length)
      await tx.insert(teachingWorkCorrect).values(
        graded.map((w) => ({
          id: uuidv7(),
          tenantId: T,
          workId: w.id,
          score: w.score ?? 0,
          comment: w.comment ?? null,
          createBy: 'teacher',
          createTime: new Date(savedAt.get(w.id)! + 20 * HOUR),
        })),
      );
    const marks = DEMO_MARKS.filter((m) => userOf.has(m[0]) && savedAt.has(m[1]));
    if (marks.length)
      await tx.insert(teachingWorkStar).values(
        marks.map(([username, workId, kind], i) => ({
          id: uuidv7(),
          tenantId: T,
          workId,
          userId: userOf.get(username)!,
          kind,
          createTime: new Date(savedAt.get(workId)! + (i + 2) * HOUR),
        })),
      );
    const comments = DEMO_COMMENTS.filter((c) => userOf.has(c[0]) && savedAt.has(c[1]));
    if (comments.length)
      await tx.insert(teachingWorkComment).values(
        comments.map(([username, workId, comment, hours]) => ({
          id: uuidv7(),
          tenantId: T,
          workId,
          userId: userOf.get(username)!,
          comment,
          createTime: new Date(Math.min(savedAt.get(workId)! + hours * HOUR, now.getTime())),
        })),
      );
    const tags = works.flatMap((w) => (w.tags ?? []).map((tagName) => ({ workId: w.id, tagName })));
    if (tags.length)
      await tx
        .insert(teachingWorkTag)
        .values(tags.map((t) => ({ id: uuidv7(), tenantId: T, ...t, createBy: 'teacher' })));
  });
  // The progress board and learning pages show the homework state of each unit.
  for (const w of works)
    if (w.homework && w.state > 0) {
      const unit = unitsOf[w.homework.course][w.homework.unit];
      if (unit)
        await recordHomework(db, T, userOf.get(w.username)!, unit.id, w.state as 1 | 2, w.score ?? null);
    }
  return true;
}
