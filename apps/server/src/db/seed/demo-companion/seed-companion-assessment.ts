import { createHash, randomBytes } from 'node:crypto';
import { type AssessmentQuestion, DEFAULT_DIMENSIONS, type ScoreBand, scoreAssessment } from '@ck/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { teachingReport, teachingTestPower } from '../../../domains/companion/tables.ts';
import { teachingCourse } from '../../../domains/teaching/index.ts';
import { DEFAULT_TENANT_ID } from '../../../platform/tenancy/tenancy.ts';
import type { Db } from '../../client.ts';
import { DEMO_CITY_IDS, DEMO_TEST_POWER_ID } from './demo-ids.ts';

const T = DEFAULT_TENANT_ID;
const SYSTEM = 'system';
const DAY = 24 * 60 * 60_000;

/** The demo leads' fixed ids, so a re-run finds them. */
export const DEMO_REPORT_IDS = [
  '01937a00-0000-7000-8000-00000000c211',
  '01937a00-0000-7000-8000-00000000c212',
  '01937a00-0000-7000-8000-00000000c213',
  '01937a00-0000-7000-8000-00000000c214',
] as const;

type Q = Omit<AssessmentQuestion, 'id' | 'score'>;

// Ten questions a 6-12 year old can answer without having coded, each 10 points.
const QUESTIONS: Q[] = [
  {
    type: 'single',
    stem: '小猫站在第 1 格，先“向右走 2 格”，再“向右走 3 格”。小猫最后停在第几格？',
    options: ['第 5 格', '第 6 格', '第 3 格', '第 4 格'],
    answer: 'B',
    weights: { sequence: 2, logic: 1 },
  },
  {
    type: 'single',
    stem: '积木“重复执行 4 次：向前走 5 步”运行完，角色一共走了多少步？',
    options: ['9 步', '20 步', '45 步', '5 步'],
    answer: 'B',
    weights: { loop: 2, logic: 1 },
  },
  {
    type: 'judge',
    stem: '规则是“如果下雨，就带伞”。今天没有下雨，按照这条规则，一定要带伞。',
    options: [],
    answer: 'F',
    weights: { logic: 2 },
  },
  {
    type: 'multiple',
    stem: '下面哪些事情是在“重复”做同一件事？（多选）',
    options: ['时钟的秒针一圈一圈地转', '跳绳时一下一下地跳', '把一封信寄出去', '每周一早上升国旗'],
    answer: 'ABD',
    weights: { loop: 2, logic: 1 },
  },
  {
    type: 'order',
    stem: '请机器人泡一杯茶。把下面的步骤排成正确的顺序：',
    options: ['把茶叶放进杯子', '倒入热水', '拿出一个杯子', '等几分钟再喝'],
    answer: 'CABD',
    weights: { sequence: 2, logic: 1 },
  },
  {
    type: 'single',
    stem: '机器人面朝北方，先向右转 90 度，再向右转 90 度。现在它面朝哪个方向？',
    options: ['东', '南', '西', '北'],
    answer: 'B',
    weights: { spatial: 2 },
  },
  {
    type: 'single',
    stem: '把一张正方形的纸对折，再对折成一个小正方形，在小正方形的正中间剪一个小洞。把纸展开后，一共有几个洞？',
    options: ['1 个', '2 个', '4 个', '8 个'],
    answer: 'C',
    weights: { spatial: 2, logic: 1 },
  },
  {
    type: 'judge',
    stem: '小明想让小猫走 10 步，他搭了“重复执行 5 次：走 2 步”。这段程序能完成任务。',
    options: [],
    answer: 'T',
    weights: { debug: 2, loop: 1 },
  },
  {
    type: 'single',
    stem: '程序想画一个正方形：“重复执行 3 次：前进 100 步，右转 90 度”。运行后发现图形不对，问题出在哪里？',
    options: ['少画了一条边，应该重复 4 次', '多画了一条边', '应该左转', '程序没有问题'],
    answer: 'A',
    weights: { debug: 2, spatial: 1 },
  },
  {
    type: 'order',
    stem: '小猫的程序运行时出了错。把找错、改错的步骤排成正确的顺序：',
    options: ['运行程序，看看哪里不对', '修改出错的积木', '再运行一次，确认问题解决', '找到出错的那一块积木'],
    answer: 'ADBC',
    weights: { debug: 2, sequence: 1 },
  },
];

const questions: AssessmentQuestion[] = QUESTIONS.map((q, i) => ({ ...q, id: `demo-q${i + 1}`, score: 10 }));

/** The bands' courses, found by name among the teaching demo's courses. */
const COURSES = {
  trial: '编程启蒙体验课',
  scratch: 'Scratch 创意编程入门',
  python: 'Python 编程第一步',
} as const;

function bandsOf(course: (key: keyof typeof COURSES) => string[]): ScoreBand[] {
  return [
    {
      minPercent: 0,
      title: '编程小萌芽',
      text: '孩子对编程的世界还比较陌生，这再正常不过了！好奇心是最好的老师。建议从动手搭积木的体验课开始，在游戏中认识顺序和重复，孩子会很快找到乐趣。',
      courseIds: course('trial'),
    },
    {
      minPercent: 50,
      title: '编程小能手',
      text: '孩子已经能按步骤思考问题，也理解了“重复”的意思，基础很不错。接下来可以系统地学习 Scratch，用自己的小游戏把想法变成作品，思维会越来越清晰。',
      courseIds: course('scratch'),
    },
    {
      minPercent: 80,
      title: '编程小达人',
      text: '孩子的逻辑和空间想象都很出色，还能主动发现并改正错误，真了不起！可以在创意编程之外尝试 Python，迎接更有挑战的问题。',
      courseIds: course('python').concat(course('scratch')),
    },
  ];
}

/** Four demo families: who took it, where, their answers and how far the follow-up got. */
const LEADS = [
  {
    child: '陈小乐',
    age: 8,
    guardian: '陈女士',
    phone: '13800138001',
    city: DEMO_CITY_IDS.beijing,
    follow: '2',
    note: '已报名周六上午 Scratch 班',
    answers: 'B,B,F,ABD,CABD,B,C,T,A,ADBC',
    daysAgo: 6,
  },
  {
    child: '刘一一',
    age: 7,
    guardian: '刘先生',
    phone: '13800138002',
    city: DEMO_CITY_IDS.shanghai,
    follow: '1',
    note: '已电话沟通，约了下周试听',
    answers: 'B,B,T,AB,CABD,D,C,T,B,ADCB',
    daysAgo: 3,
  },
  {
    child: '王子涵',
    age: 10,
    guardian: '王女士',
    phone: '13800138003',
    city: DEMO_CITY_IDS.hangzhou,
    follow: '0',
    note: null,
    answers: 'B,C,T,AC,ACBD,B,B,F,D,ABCD',
    daysAgo: 1,
  },
  {
    child: '赵小米',
    age: 11,
    guardian: '赵先生',
    phone: '13800138004',
    city: DEMO_CITY_IDS.beijing,
    follow: '1',
    note: '家长希望了解 Python 课程时间',
    answers: 'B,B,F,ABD,CABD,B,B,T,A,ADBC',
    daysAgo: 2,
  },
];

const sheetOf = (answers: string) =>
  Object.fromEntries(answers.split(',').map((a, i) => [`demo-q${i + 1}`, a]));

/**
 * The published demo assessment 少儿编程能力测评 and four leads with scores computed by the same
 * scoring as real attempts. Does nothing when the assessment exists (a re-run keeps admins' edits).
 */
export async function seedCompanionAssessment(db: Db, now = new Date()): Promise<void> {
  const [seeded] = await db
    .select({ id: teachingTestPower.id })
    .from(teachingTestPower)
    .where(eq(teachingTestPower.id, DEMO_TEST_POWER_ID));
  if (seeded) return;
  const courses = await db
    .select({ id: teachingCourse.id, name: teachingCourse.courseName })
    .from(teachingCourse)
    .where(
      and(
        eq(teachingCourse.tenantId, T),
        eq(teachingCourse.delFlag, 0),
        inArray(teachingCourse.courseName, Object.values(COURSES)),
      ),
    );
  const course = (key: keyof typeof COURSES) =>
    courses.filter((c) => c.name === COURSES[key]).map((c) => c.id);
  const dimensions = DEFAULT_DIMENSIONS.map((d) => ({ key: d.key, name: d.name }));
  const bands = bandsOf(course);
  const def = { dimensions, questions, bands };
  await db.transaction(async (tx) => {
    await tx.insert(teachingTestPower).values({
      id: DEMO_TEST_POWER_ID,
      tenantId: T,
      name: '少儿编程能力测评',
      intro:
        '10 道趣味小题，约 10 分钟，从逻辑思维、顺序执行、循环、空间推理和调试纠错五个方面了解孩子的编程潜力，完成后立即生成专属报告。',
      ageMin: 6,
      ageMax: 12,
      durationMinutes: 15,
      ...def,
      status: '1',
      sortNo: 1,
      createBy: SYSTEM,
      createTime: new Date(now.getTime() - 10 * DAY),
    });
    await tx.insert(teachingReport).values(
      LEADS.map((l, i) => {
        const answers = sheetOf(l.answers);
        const score = scoreAssessment(def, answers);
        const start = new Date(now.getTime() - l.daysAgo * DAY);
        return {
          id: DEMO_REPORT_IDS[i],
          tenantId: T,
          testPowerId: DEMO_TEST_POWER_ID,
          childKey: `p:${l.phone}:${l.child}`,
          childName: l.child,
          childAge: l.age,
          guardianName: l.guardian,
          guardianPhone: l.phone,
          phoneVerified: true,
          cityId: l.city,
          // Nobody holds the token of a demo attempt: only a hash of a secret thrown away.
          attemptHash: createHash('sha256').update(randomBytes(32)).digest('hex'),
          answers,
          answerSeq: 10,
          status: '1',
          score,
          totalScore: score.total,
          maxScore: score.max,
          bandTitle: bands[score.bandIndex].title,
          shareToken: randomBytes(32).toString('base64url'),
          followStatus: l.follow,
          followNote: l.note,
          followBy: l.follow === '0' ? null : 'admin',
          followTime: l.follow === '0' ? null : new Date(start.getTime() + DAY / 2),
          startTime: start,
          submitTime: new Date(start.getTime() + 9 * 60_000),
          createBy: SYSTEM,
          createTime: start,
        };
      }),
    );
  });
}
