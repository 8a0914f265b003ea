import { and, eq, inArray } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { hashPassword } from '../../../platform/auth/password.ts';
import { randomPassword } from '../../../platform/auth/random-password.ts';
import type { FileStorage } from '../../../platform/storage/file-storage.ts';
import { DEFAULT_TENANT_ID } from '../../../platform/tenancy/tenancy.ts';
import type { Db } from '../../client.ts';
import {
  sysUser,
  sysUserDepart,
  sysUserRole,
  teachingCourse,
  teachingCourseDept,
  teachingCourseUnit,
  teachingUnitProgress,
  teachingUnitViewLog,
} from '../../schema/index.ts';
import type { SeededAccount } from '../seed.ts';
import { storeSeedFiles } from '../store-files.ts';
import type { DemoFiles } from './demo-assets.ts';

const SYSTEM = 'system';
const DAY = 86_400_000;

/** Fixed ids: a later start finds the demo courses and leaves them (and any edits) alone. */
export const DEMO_COURSE_IDS = {
  scratch: '0193f000-0000-7000-8000-0000000c0001',
  python: '0193f000-0000-7000-8000-0000000c0002',
  trial: '0193f000-0000-7000-8000-0000000c0003',
} as const;

export interface DemoSchool {
  schoolId: string;
  /** 三年级1班 and 四年级2班. */
  classIds: [string, string];
  teacherId: string;
}

/** The demo students beyond student1 / student2, by class (index into `classIds`). */
const MORE_STUDENTS: { username: string; realname: string; klass: 0 | 1 }[] = [
  { username: 'student3', realname: '王子涵', klass: 0 },
  { username: 'student4', realname: '陈思远', klass: 0 },
  { username: 'student5', realname: '刘雨桐', klass: 0 },
  { username: 'student6', realname: '赵一鸣', klass: 1 },
  { username: 'student7', realname: '孙悦', klass: 1 },
  { username: 'student8', realname: '周梓萱', klass: 1 },
  { username: 'student9', realname: '吴浩然', klass: 1 },
];

/** Students of both classes; created ones share one password (hashed once, to keep first start fast). */
export async function seedMoreStudents(
  db: Db,
  roleIds: Record<string, string>,
  school: DemoSchool,
  password?: string,
): Promise<SeededAccount[]> {
  const names = MORE_STUDENTS.map((s) => s.username);
  const existing = await db
    .select({ username: sysUser.username })
    .from(sysUser)
    .where(and(inArray(sysUser.username, names), eq(sysUser.delFlag, 0)));
  const known = new Set(existing.map((u) => u.username));
  const fresh = MORE_STUDENTS.filter((s) => !known.has(s.username));
  if (!fresh.length) return [];
  const pw = password ?? randomPassword();
  const passwordHash = await hashPassword(pw);
  const orgCodes = ['A01A01', 'A01A02'];
  for (const s of fresh) {
    const id = uuidv7();
    await db.insert(sysUser).values({
      id,
      tenantId: DEFAULT_TENANT_ID,
      username: s.username,
      realname: s.realname,
      nickname: s.realname,
      passwordHash,
      userIdentity: 1,
      orgCode: orgCodes[s.klass],
      createBy: SYSTEM,
    });
    await db.insert(sysUserRole).values({ userId: id, roleId: roleIds.student }).onConflictDoNothing();
    await db
      .insert(sysUserDepart)
      .values({ userId: id, departId: school.classIds[s.klass] })
      .onConflictDoNothing();
  }
  return fresh.map((s) => ({ username: s.username, password: pw, role: '学生' }));
}

type Unit = typeof teachingCourseUnit.$inferInsert;

/** 0 viewed only, 1 submitted, 2 graded. */
type Progress = [
  username: string,
  course: keyof typeof DEMO_COURSE_IDS,
  unit: number,
  state: 0 | 1 | 2,
  score?: number,
];

const PROGRESS: Progress[] = [
  ['student1', 'scratch', 0, 2, 95],
  ['student1', 'scratch', 1, 2, 88],
  ['student1', 'scratch', 2, 1],
  ['student1', 'scratch', 3, 0],
  ['student2', 'scratch', 0, 2, 100],
  ['student2', 'scratch', 1, 1],
  ['student2', 'scratch', 2, 0],
  ['student3', 'scratch', 0, 2, 76],
  ['student3', 'scratch', 1, 0],
  ['student4', 'scratch', 0, 1],
  ['student1', 'trial', 0, 0],
  ['student2', 'trial', 0, 0],
  ['student2', 'trial', 1, 0],
  ['student6', 'scratch', 0, 0],
  ['student7', 'scratch', 0, 1],
  ['student6', 'python', 0, 2, 90],
  ['student6', 'python', 1, 0],
  ['student8', 'python', 0, 1],
  ['student9', 'python', 0, 0],
];

function units(courseId: string, list: Omit<Unit, 'id' | 'tenantId' | 'courseId'>[]): Unit[] {
  return list.map((u, i) => ({
    id: uuidv7(),
    tenantId: DEFAULT_TENANT_ID,
    courseId,
    orderNum: i + 1,
    createBy: SYSTEM,
    ...u,
  }));
}

/**
 * The demo courses: a Scratch map course of four units, a Python card course of three, and a trial
 * course visitors can open; links to both classes (one opening next week) and some progress.
 * Returns false when they already exist.
 */
export async function seedDemoCourses(
  db: Db,
  storage: FileStorage,
  school: DemoSchool,
  now = new Date(),
): Promise<boolean> {
  const [found] = await db
    .select({ id: teachingCourse.id })
    .from(teachingCourse)
    .where(eq(teachingCourse.id, DEMO_COURSE_IDS.scratch));
  if (found) return false;

  // Generated only on the first start: sharp and the generators stay out of later starts.
  const { demoFiles, allFiles, SCRATCH_LESSONS } = await import('./demo-assets.ts');
  const { PYTHON_LESSONS } = await import('./python-cases.ts');
  const { MAP_SPOTS } = await import('./course-map.ts');
  const files: DemoFiles = await demoFiles();
  // Public files of the teaching demo.
  await storeSeedFiles(db, storage, allFiles(files), () => ({
    biz: 'teaching',
    isPublic: true,
    createBy: SYSTEM,
  }));

  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  const course = {
    tenantId: DEFAULT_TENANT_ID,
    departIds: school.schoolId,
    sysOrgCode: 'A01',
    createBy: SYSTEM,
  };
  const scratchUnits = units(
    DEMO_COURSE_IDS.scratch,
    SCRATCH_LESSONS.map((l, i) => ({
      unitName: l.name,
      unitIntro: l.intro,
      mediaContent: l.content,
      courseVideo: i === 0 ? files.video.key : null,
      courseVideoSource: 1,
      courseCase: files.scratch[i].case.key,
      coursePpt: files.scratch[i].sheet.key,
      courseWorkType: 2,
      courseWork: files.starter.key,
      courseWorkAnswer: files.scratch[i].case.key,
      coursePlan: files.plan.key,
      showCoursePlan: 0,
      mapX: MAP_SPOTS[i].x,
      mapY: MAP_SPOTS[i].y,
    })),
  );
  const pythonUnits = units(
    DEMO_COURSE_IDS.python,
    PYTHON_LESSONS.map((l, i) => ({
      unitName: l.name,
      unitIntro: l.intro,
      mediaContent: l.content,
      courseCase: files.python[i].case.key,
      courseWorkType: 4,
      courseWork: files.python[i].starter.key,
    })),
  );
  const trialUnits = units(DEMO_COURSE_IDS.trial, [
    {
      unitName: '体验1 小猫动起来',
      unitIntro: '不用登录也能看：视频、案例和学习单。',
      mediaContent: '<p>点击绿旗，看小猫走路并说"你好"。</p>',
      courseVideo: files.video.key,
      courseVideoSource: 1,
      courseCase: files.scratch[0].case.key,
      coursePpt: files.scratch[0].sheet.key,
    },
    {
      unitName: '体验2 弹跳彩球',
      unitIntro: '一个永不停歇的彩球，看看循环的力量。',
      mediaContent: '<p>试着改变方向和速度，让彩球弹得更有趣。</p>',
      courseCase: files.scratch[1].case.key,
      coursePpt: files.scratch[1].sheet.key,
    },
  ]);
  const byCourse = { scratch: scratchUnits, python: pythonUnits, trial: trialUnits };
  const [class1, class2] = school.classIds;
  const links: [string, keyof typeof DEMO_COURSE_IDS, Date][] = [
    [class1, 'scratch', ago(14)],
    [class2, 'scratch', ago(3)],
    [class2, 'python', ago(7)],
    // Opens next week: the class does not see it yet.
    [class1, 'python', ago(-7)],
    [class1, 'trial', ago(30)],
    [class2, 'trial', ago(30)],
  ];

  const students = await db
    .select({ id: sysUser.id, username: sysUser.username })
    .from(sysUser)
    .where(
      and(
        inArray(sysUser.username, [...new Set(PROGRESS.map((p) => p[0]))]),
        eq(sysUser.tenantId, DEFAULT_TENANT_ID),
        eq(sysUser.delFlag, 0),
      ),
    );
  const idOf = new Map(students.map((s) => [s.username, s.id]));

  await db.transaction(async (tx) => {
    await tx.insert(teachingCourse).values([
      {
        ...course,
        id: DEMO_COURSE_IDS.scratch,
        courseName: 'Scratch 创意编程入门',
        courseDesc: '从会走路的小猫到接苹果小游戏，四节课走完一座编程小岛。',
        courseCover: files.covers.scratch.key,
        courseMap: files.map.key,
        showType: 1,
        courseType: 2,
        courseCategory: 1,
        orderNum: 1,
      },
      {
        ...course,
        id: DEMO_COURSE_IDS.python,
        courseName: 'Python 编程第一步',
        courseDesc: '打招呼、海龟画图、猜数字：用三节课认识 Python。',
        courseCover: files.covers.python.key,
        showType: 2,
        // On the public course page, where it is for sale in the shop (积分兑换).
        showHome: 1,
        courseType: 2,
        courseCategory: 2,
        orderNum: 2,
      },
      {
        ...course,
        id: DEMO_COURSE_IDS.trial,
        courseName: '编程启蒙体验课',
        courseDesc: '无需登录即可体验的两节 Scratch 小课。',
        courseCover: files.covers.trial.key,
        showType: 2,
        showHome: 1,
        courseType: 1,
        courseCategory: 1,
        orderNum: 0,
      },
    ]);
    await tx.insert(teachingCourseUnit).values([...scratchUnits, ...pythonUnits, ...trialUnits]);
    await tx.insert(teachingCourseDept).values(
      links.map(([deptId, key, openTime]) => ({
        id: uuidv7(),
        tenantId: DEFAULT_TENANT_ID,
        deptId,
        courseId: DEMO_COURSE_IDS[key],
        openTime,
        createBy: SYSTEM,
      })),
    );
    const progress: (typeof teachingUnitProgress.$inferInsert)[] = [];
    const views: (typeof teachingUnitViewLog.$inferInsert)[] = [];
    PROGRESS.forEach(([username, key, index, state, score], n) => {
      const userId = idOf.get(username);
      const unit = byCourse[key][index];
      if (!userId) return;
      const viewCount = 1 + (n % 3);
      const first = ago(2.5 - index * 0.5 + (n % 2) * 0.3);
      const times = Array.from({ length: viewCount }, (_, k) => new Date(first.getTime() + k * 3_600_000));
      progress.push({
        id: uuidv7(),
        tenantId: DEFAULT_TENANT_ID,
        userId,
        courseId: DEMO_COURSE_IDS[key],
        unitId: unit.id!,
        viewCount,
        firstViewTime: times[0],
        lastViewTime: times.at(-1),
        videoPosition: unit.courseVideo && state === 0 ? 1.5 : 0,
        homeworkState: state,
        score: state === 2 ? (score ?? null) : null,
        updateTime: times.at(-1),
      });
      for (const viewTime of times)
        views.push({
          id: uuidv7(),
          tenantId: DEFAULT_TENANT_ID,
          userId,
          courseId: DEMO_COURSE_IDS[key],
          unitId: unit.id!,
          viewTime,
        });
    });
    if (progress.length) await tx.insert(teachingUnitProgress).values(progress);
    if (views.length) await tx.insert(teachingUnitViewLog).values(views);
  });
  return true;
}
