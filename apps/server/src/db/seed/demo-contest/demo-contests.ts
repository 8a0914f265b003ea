import type { ContestRuleType, JudgeVerdict } from '@ck/shared';
import { DEMO_PROBLEMS } from '../demo-exam/demo-problems.ts';

/** Fixed ids of the demo contests, so a restart finds them instead of seeding twice. */
export const demoContestId = (kind: number, n: number) =>
  `0193f000-0000-7000-8000-0000000c${kind}${n.toString(16).padStart(3, '0')}`;

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

/** One demo try: who, which problem (by index in the group), minutes after the start, and the verdict. */
export type DemoTry = [
  username: string,
  problem: number,
  minute: number,
  verdict: JudgeVerdict,
  score?: number,
];

export interface DemoGroup {
  id: string;
  className: string;
  description: string;
  problemIds: string[];
  /** Demo students registered in this group. */
  members: string[];
  tries: DemoTry[];
}

export interface DemoContest {
  id: string;
  contestName: string;
  ruleType: ContestRuleType;
  intro: string;
  rules: string;
  /** Offsets from now, in ms. */
  registerStart: number | null;
  registerEnd: number | null;
  start: number;
  end: number;
  lockBeforeEnd: number | null;
  unfrozen: boolean;
  isPractice: 0 | 1;
  groups: DemoGroup[];
  /** Verification codes made in advance for the first group. */
  codes: number;
  schools: string[];
}

const P = [DEMO_PROBLEMS.sum.id, DEMO_PROBLEMS.parity.id, DEMO_PROBLEMS.series.id];

const ACM_RULES =
  '<p>本赛事采用 ACM 赛制：按通过题数排名，题数相同按罚时从少到多排名。</p>' +
  '<ul><li>罚时 = 每道通过题目从开赛到首次通过的分钟数 + 之前每次未通过提交 20 分钟；编译错误不计罚时。</li>' +
  '<li>比赛结束前 1 小时封榜，封榜后的提交在榜单上显示为待定，赛后由裁判解封公布最终排名。</li>' +
  '<li>前 10% 为一等奖，其后 20% 为二等奖，再后 30% 为三等奖。</li></ul>';

/** A finished ACM contest with its final board, a practice contest open all year, and an upcoming OI contest. */
export const DEMO_CONTESTS: DemoContest[] = [
  {
    id: demoContestId(1, 1),
    contestName: '2026 秋季少儿编程挑战赛',
    ruleType: 'acm',
    intro:
      '<h3>以赛促学，展示风采</h3><p>面向小学和初中同学的校内编程挑战赛，三道 C++ 入门题，检验一学期的学习成果。</p>',
    rules: ACM_RULES,
    registerStart: -21 * DAY,
    registerEnd: -8 * DAY,
    start: -7 * DAY,
    end: -7 * DAY + 3 * HOUR,
    lockBeforeEnd: HOUR,
    unfrozen: true,
    isPractice: 0,
    codes: 0,
    schools: ['码趣示范学校', '阳光实验小学'],
    groups: [
      {
        id: demoContestId(2, 1),
        className: '小学组',
        description: '三至六年级',
        problemIds: P,
        members: ['student1', 'student2', 'student3', 'student4', 'student5'],
        tries: [
          ['student1', 0, 8, 'AC'],
          ['student1', 1, 21, 'WA'],
          ['student1', 1, 30, 'AC'],
          ['student1', 2, 150, 'AC'],
          ['student2', 0, 12, 'CE'],
          ['student2', 0, 15, 'AC'],
          ['student2', 1, 40, 'AC'],
          ['student2', 2, 95, 'WA'],
          ['student2', 2, 170, 'TLE'],
          ['student3', 0, 25, 'AC'],
          ['student3', 1, 55, 'WA'],
          ['student3', 1, 66, 'WA'],
          ['student4', 0, 6, 'AC'],
          ['student4', 2, 80, 'AC'],
          ['student5', 0, 44, 'WA'],
        ],
      },
      {
        id: demoContestId(2, 2),
        className: '初中组',
        description: '初一至初三',
        problemIds: P,
        members: ['student6', 'student7', 'student8', 'student9'],
        tries: [
          ['student6', 0, 3, 'AC'],
          ['student6', 1, 9, 'AC'],
          ['student6', 2, 20, 'AC'],
          ['student7', 0, 5, 'AC'],
          ['student7', 2, 33, 'WA'],
          ['student7', 2, 41, 'AC'],
          ['student7', 1, 160, 'AC'],
          ['student8', 0, 18, 'AC'],
          ['student8', 1, 35, 'RE'],
          ['student9', 0, 70, 'WA'],
          ['student9', 0, 75, 'AC'],
        ],
      },
    ],
  },
  {
    id: demoContestId(1, 2),
    contestName: 'C++ 入门练习赛',
    ruleType: 'ioi',
    intro: '<p>随时可以进入的练习赛：不用报名，做题即上榜，适合赛前熟悉比赛界面和提交流程。</p>',
    rules: '<p>IOI 赛制：每道题取最高一次得分，按总分排名，成绩实时公布。</p>',
    registerStart: null,
    registerEnd: null,
    start: -30 * DAY,
    end: 335 * DAY,
    lockBeforeEnd: null,
    unfrozen: false,
    isPractice: 1,
    codes: 0,
    schools: [],
    groups: [
      {
        id: demoContestId(2, 3),
        className: '练习组',
        description: '所有同学',
        problemIds: P,
        members: ['student3', 'student4'],
        tries: [
          ['student3', 0, 600, 'AC', 100],
          ['student3', 2, 720, 'WA', 60],
          ['student4', 0, 900, 'WA', 0],
          ['student4', 0, 905, 'AC', 100],
          ['student4', 1, 930, 'AC', 100],
        ],
      },
    ],
  },
  {
    id: demoContestId(1, 3),
    contestName: '2027 寒假编程邀请赛',
    ruleType: 'oi',
    intro:
      '<h3>寒假邀请赛开始报名啦</h3><p>分小学组和初中组，欢迎各校同学报名参加。获奖同学将获得电子证书。</p>',
    rules: '<p>OI 赛制：每道题以最后一次提交的得分为准，比赛期间不公布评测结果，赛后统一公布成绩和排名。</p>',
    registerStart: -2 * DAY,
    registerEnd: 12 * DAY,
    start: 14 * DAY,
    end: 14 * DAY + 3 * HOUR,
    lockBeforeEnd: null,
    unfrozen: false,
    isPractice: 0,
    codes: 10,
    schools: ['码趣示范学校', '阳光实验小学', '育才中学'],
    groups: [
      {
        id: demoContestId(2, 4),
        className: '小学组',
        description: '三至六年级',
        problemIds: P,
        members: [],
        tries: [],
      },
      {
        id: demoContestId(2, 5),
        className: '初中组',
        description: '初一至初三',
        problemIds: P,
        members: [],
        tries: [],
      },
    ],
  },
];
