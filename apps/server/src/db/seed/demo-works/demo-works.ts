import type { ProjectSpec } from '../demo-teaching/sb3-builder.ts';
import { flowerOf, walkingCatOf } from '../demo-teaching/scratch-projects.ts';
import { appleGameOf, ballsOf, PYTHON_WORKS } from './student-projects.ts';
import { consoleSvg, stageSvg, turtleSvg } from './work-covers.ts';

/** A demo work: who made it, what, for which homework, how far it got, and how it was received. */
export interface DemoWork {
  /** Fixed id: a later start finds the demo works and leaves them alone. */
  id: string;
  slug: string;
  username: string;
  workName: string;
  workType: 2 | 4;
  project?: ProjectSpec;
  code?: string;
  coverSvg: string;
  /** Unit homework of the demo courses (index of the unit in the course). */
  homework?: { course: 'scratch' | 'python'; unit: number };
  /** 0 saved, 1 submitted, 2 graded (then `score` and `comment`). */
  state: 0 | 1 | 2;
  score?: number;
  comment?: string;
  /** 3 on the home page, 4 featured. */
  gallery?: 3 | 4;
  daysAgo: number;
  viewNum: number;
  /** The work this one remixes. */
  originId?: string;
  tags?: string[];
}

const idOf = (n: number) => `0193f000-0000-7000-8000-0000000d${String(n).padStart(4, '0')}`;

export const DEMO_WORK_IDS = { first: idOf(1), appleGame: idOf(9) } as const;

function scratch(w: Omit<DemoWork, 'workType' | 'coverSvg'> & { project: ProjectSpec }): DemoWork {
  return { ...w, workType: 2, coverSvg: stageSvg(w.project) };
}

// Homework states and scores match the demo course progress (demo-teaching PROGRESS).
export const DEMO_WORKS: DemoWork[] = [
  scratch({
    id: idOf(1),
    slug: 'dancing-cat',
    username: 'student1',
    workName: '会跳舞的小猫',
    project: walkingCatOf(['大家好，我是小猫咪咪！', '我不但会走路，还会跳舞！'], 14, 6),
    homework: { course: 'scratch', unit: 0 },
    state: 2,
    score: 95,
    comment: '小猫走得很流畅，最后还加了跳舞动作，很有创意！',
    gallery: 4,
    daysAgo: 12,
    viewNum: 86,
    tags: ['创意之星', '动画'],
  }),
  scratch({
    id: idOf(2),
    slug: 'rainbow-ball',
    username: 'student1',
    workName: '彩虹弹力球',
    project: ballsOf([{ x: 0, y: 0, direction: 30, speed: 10 }]),
    homework: { course: 'scratch', unit: 1 },
    state: 2,
    score: 88,
    comment: '反弹和变色都做出来了，试试让球越弹越快？',
    gallery: 3,
    daysAgo: 9,
    viewNum: 41,
  }),
  scratch({
    id: idOf(3),
    slug: 'sunflower',
    username: 'student1',
    workName: '旋转的向日葵',
    project: flowerOf(6, 24, 60, '#f9a825'),
    homework: { course: 'scratch', unit: 2 },
    state: 1,
    daysAgo: 2,
    viewNum: 3,
  }),
  scratch({
    id: idOf(4),
    slug: 'hello-cat',
    username: 'student2',
    workName: '小猫打招呼',
    project: walkingCatOf(['你好呀！', '今天天气真好！', '我们一起去草地玩吧！'], 12, 3),
    homework: { course: 'scratch', unit: 0 },
    state: 2,
    score: 100,
    comment: '台词很生动，小猫像在讲故事一样，满分！',
    gallery: 4,
    daysAgo: 11,
    viewNum: 120,
    tags: ['优秀作业'],
  }),
  scratch({
    id: idOf(5),
    slug: 'two-balls',
    username: 'student2',
    workName: '双球大作战',
    project: ballsOf([
      { x: -100, y: 50, direction: 45, speed: 8 },
      { x: 100, y: -50, direction: -135, speed: 12 },
    ]),
    homework: { course: 'scratch', unit: 1 },
    state: 1,
    daysAgo: 3,
    viewNum: 5,
  }),
  scratch({
    id: idOf(6),
    slug: 'cat-walk',
    username: 'student3',
    workName: '小猫去散步',
    project: walkingCatOf(['我要去散步啦！', '走累了，休息一下。'], 8, 0),
    homework: { course: 'scratch', unit: 0 },
    state: 2,
    score: 76,
    comment: '小猫能走起来了，下次试着多换几个造型，让走路更自然。',
    daysAgo: 10,
    viewNum: 7,
  }),
  scratch({
    id: idOf(7),
    slug: 'first-cat',
    username: 'student4',
    workName: '我的第一只小猫',
    project: walkingCatOf(['我是陈思远的小猫！', '喵~'], 10, 2),
    homework: { course: 'scratch', unit: 0 },
    state: 1,
    daysAgo: 4,
    viewNum: 2,
  }),
  scratch({
    id: idOf(8),
    slug: 'cat-story',
    username: 'student7',
    workName: '小猫散步记',
    project: walkingCatOf(['早上好！', '我在四年级2班上编程课。', '再见！'], 12, 1),
    homework: { course: 'scratch', unit: 0 },
    state: 1,
    daysAgo: 1,
    viewNum: 1,
  }),
  scratch({
    id: idOf(9),
    slug: 'apple-challenge',
    username: 'student5',
    workName: '接苹果大挑战',
    project: appleGameOf(8, '太厉害了！'),
    state: 0,
    gallery: 3,
    daysAgo: 6,
    viewNum: 64,
    tags: ['小游戏'],
  }),
  scratch({
    id: idOf(10),
    slug: 'kaleidoscope',
    username: 'student2',
    workName: '万花筒',
    project: flowerOf(5, 36, 70, '#8e24aa'),
    state: 0,
    daysAgo: 1,
    viewNum: 0,
  }),
  scratch({
    id: idOf(11),
    slug: 'apple-remix',
    username: 'student4',
    workName: '接苹果大挑战（加速版）',
    project: appleGameOf(12, '快如闪电！'),
    state: 0,
    originId: idOf(9),
    daysAgo: 2,
    viewNum: 0,
  }),
  {
    id: idOf(12),
    slug: 'hello-python',
    username: 'student6',
    workName: '你好，我是赵一鸣',
    workType: 4,
    code: PYTHON_WORKS.hello,
    coverSvg: consoleSvg('#4fc3f7', [220, 160, 260, 120, 200]),
    homework: { course: 'python', unit: 0 },
    state: 2,
    score: 90,
    comment: '会用 input 和 int 了，还用循环打印加油，很好！',
    gallery: 3,
    daysAgo: 6,
    viewNum: 33,
  },
  {
    id: idOf(13),
    slug: 'greet',
    username: 'student8',
    workName: '打招呼程序',
    workType: 4,
    code: PYTHON_WORKS.greet,
    coverSvg: consoleSvg('#ffb74d', [180, 140, 230]),
    homework: { course: 'python', unit: 0 },
    state: 1,
    daysAgo: 2,
    viewNum: 1,
  },
  {
    id: idOf(14),
    slug: 'turtle-star',
    username: 'student9',
    workName: '海龟画星星',
    workType: 4,
    code: PYTHON_WORKS.star,
    coverSvg: turtleSvg(5, 110, 144, 6),
    state: 0,
    gallery: 4,
    daysAgo: 5,
    viewNum: 58,
    tags: ['创意之星'],
  },
  {
    id: idOf(15),
    slug: 'guess-number',
    username: 'student6',
    workName: '猜数字游戏',
    workType: 4,
    code: PYTHON_WORKS.guess,
    coverSvg: consoleSvg('#ce93d8', [240, 90, 90, 200, 150]),
    state: 0,
    daysAgo: 1,
    viewNum: 0,
  },
];

/** Stars and collects: [username, work id, kind]. */
export const DEMO_MARKS: [string, string, 'star' | 'collect'][] = [
  ['student2', idOf(1), 'star'],
  ['student3', idOf(1), 'star'],
  ['student5', idOf(1), 'star'],
  ['student6', idOf(1), 'star'],
  ['student3', idOf(1), 'collect'],
  ['student1', idOf(4), 'star'],
  ['student3', idOf(4), 'star'],
  ['student4', idOf(4), 'star'],
  ['student7', idOf(4), 'star'],
  ['student9', idOf(4), 'star'],
  ['student1', idOf(4), 'collect'],
  ['student8', idOf(4), 'collect'],
  ['student2', idOf(2), 'star'],
  ['student1', idOf(9), 'star'],
  ['student4', idOf(9), 'star'],
  ['student4', idOf(9), 'collect'],
  ['student6', idOf(9), 'star'],
  ['student8', idOf(14), 'star'],
  ['student6', idOf(14), 'star'],
  ['student1', idOf(14), 'collect'],
  ['student7', idOf(12), 'star'],
];

/** Comments: [username, work id, text, hours after the work was saved]. */
export const DEMO_COMMENTS: [string, string, string, number][] = [
  ['student2', idOf(1), '小猫跳舞的样子太可爱了！', 5],
  ['student5', idOf(1), '我也想让我的小猫学跳舞，你是怎么做的？', 20],
  ['teacher', idOf(1), '大家可以打开看看最后一段"重复执行"里的转动积木。', 26],
  ['student3', idOf(4), '台词写得好有趣，像在讲故事！', 8],
  ['student9', idOf(4), '满分作品，学习了👍', 30],
  ['student4', idOf(9), '我接到了 23 个苹果！', 4],
  ['student1', idOf(9), '苹果掉得越来越快，好刺激～', 12],
  ['student8', idOf(14), '六种颜色的星星好漂亮！', 6],
  ['student2', idOf(2), '颜色一直在变，像彩虹一样。', 10],
];
