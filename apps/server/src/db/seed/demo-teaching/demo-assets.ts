import { courseMapPng, coverPng } from './course-map.ts';
import { demoVideo } from './demo-video.ts';
import { type LessonSheet, lessonPdf } from './lesson-pdf.ts';
import { PYTHON_LESSONS } from './python-cases.ts';
import { buildSb3, type ProjectSpec } from './sb3-builder.ts';
import { bouncingBall, catchTheApple, homeworkStarter, penFlower, walkingCat } from './scratch-projects.ts';

/** A generated file: where it is stored, the name it is downloaded under, and its bytes. */
export interface DemoFile {
  key: string;
  name: string;
  data: Buffer;
}

const DIR = 'teaching/demo';

export interface ScratchLesson {
  slug: string;
  name: string;
  intro: string;
  content: string;
  project: ProjectSpec;
  sheet: LessonSheet;
}

export const SCRATCH_LESSONS: ScratchLesson[] = [
  {
    slug: 'walking-cat',
    name: '第1课 会走路的小猫',
    intro: '让小猫走起来，并对大家说"你好"。',
    content:
      '<h3>学习目标</h3><ul><li>认识舞台、角色和积木区</li><li>用"移动""说"和"下一个造型"让小猫走路</li></ul>' +
      '<p>先看视频，再点击绿旗运行案例。</p>',
    project: walkingCat,
    sheet: {
      title: 'Lesson 1: The Walking Cat',
      subtitle: 'Scratch basics - sprites, motion and speech',
      steps: [
        'Click the green flag and watch the cat walk.',
        'Change "move 12 steps" to a bigger number.',
        'Make the cat say something new at the end.',
        'Add a second costume change to make it dance.',
      ],
    },
  },
  {
    slug: 'bouncing-ball',
    name: '第2课 反弹的彩球',
    intro: '用"重复执行"和"碰到边缘就反弹"做一个停不下来的彩球。',
    content: '<h3>学习目标</h3><ul><li>理解"重复执行"循环</li><li>用"碰到边缘就反弹"和颜色特效</li></ul>',
    project: bouncingBall,
    sheet: {
      title: 'Lesson 2: The Bouncing Ball',
      subtitle: 'Loops that never stop, and edges that bounce',
      steps: [
        'Run the project: the ball bounces and changes colour.',
        'Try a different start direction, for example 30.',
        'Make the ball faster or slower.',
      ],
      accent: [0.85, 0.3, 0.3],
    },
  },
  {
    slug: 'pen-flower',
    name: '第3课 画笔画出旋转花',
    intro: '添加画笔扩展，用嵌套循环画出彩色的旋转花。',
    content:
      '<h3>学习目标</h3><ul><li>添加并使用画笔扩展</li><li>用嵌套的"重复执行"画图形</li></ul>' +
      '<p>想一想：把转动的 10 度改成 20 度，会画出几个正方形？</p>',
    project: penFlower,
    sheet: {
      title: 'Lesson 3: Drawing a Spinning Flower',
      subtitle: 'The pen extension and nested loops',
      steps: [
        'Add the Pen extension from the bottom-left button.',
        'Draw one square with "repeat 4".',
        'Turn a little and repeat the square 36 times.',
        'Change the pen colour a bit each time.',
      ],
      accent: [0.95, 0.55, 0.1],
    },
  },
  {
    slug: 'catch-apple',
    name: '第4课 接苹果小游戏',
    intro: '移动鼠标控制篮子，接住掉下的苹果，用变量记录得分。',
    content:
      '<h3>学习目标</h3><ul><li>用变量记录得分</li><li>用"如果……那么"判断碰撞</li><li>用随机数让苹果从不同位置落下</li></ul>',
    project: catchTheApple,
    sheet: {
      title: 'Lesson 4: Catch the Apple',
      subtitle: 'A first game - variables, conditions and random numbers',
      steps: [
        'Move the mouse to control the basket.',
        'Every apple you catch adds 1 to the score.',
        'Make the apple fall faster when the score is 10.',
      ],
      accent: [0.25, 0.6, 0.3],
    },
  },
];

export const TEACHER_PLAN: LessonSheet = {
  title: 'Teacher plan: Scratch first steps',
  subtitle: 'Four lessons of 40 minutes each',
  steps: [
    'Warm-up (5 min): show the video of the unit.',
    'Explore (10 min): open the case project, click the green flag.',
    'Build (20 min): pupils rebuild the script step by step.',
    'Share (5 min): two pupils show their homework.',
  ],
  accent: [0.4, 0.3, 0.7],
};

const file = (name: string, slug: string, data: Buffer): DemoFile => ({ key: `${DIR}/${slug}`, name, data });

/** Every file of the demo courses, generated from code (about a second on a small machine). */
export async function demoFiles() {
  const [map, scratchCover, pythonCover, trialCover, video, starter, ...cases] = await Promise.all([
    courseMapPng(),
    coverPng('#4a7bd9', 'circle'),
    coverPng('#2e9d6a', 'square'),
    coverPng('#f08a24', 'triangle'),
    demoVideo(),
    buildSb3(homeworkStarter),
    ...SCRATCH_LESSONS.map((l) => buildSb3(l.project)),
  ]);
  const scratch = SCRATCH_LESSONS.map((l, i) => ({
    case: file(`${l.name}.sb3`, `scratch-${i + 1}-${l.slug}.sb3`, cases[i]),
    sheet: file(`${l.name}-学习单.pdf`, `scratch-${i + 1}-${l.slug}.pdf`, lessonPdf(l.sheet)),
  }));
  const python = PYTHON_LESSONS.map((l, i) => ({
    case: file(`${l.slug}.py`, `python-${i + 1}-${l.slug}.py`, Buffer.from(l.caseCode)),
    starter: file(`${l.slug}-作业.py`, `python-${i + 1}-${l.slug}-homework.py`, Buffer.from(l.starterCode)),
  }));
  return {
    map: file('课程地图.png', 'course-map.png', map),
    covers: {
      scratch: file('Scratch课程封面.png', 'cover-scratch.png', scratchCover),
      python: file('Python课程封面.png', 'cover-python.png', pythonCover),
      trial: file('体验课封面.png', 'cover-trial.png', trialCover),
    },
    video: file('小猫走路.webm', 'walking-cat.webm', video),
    starter: file('Scratch作业起点.sb3', 'scratch-homework-starter.sb3', starter),
    plan: file('教案.pdf', 'scratch-teacher-plan.pdf', lessonPdf(TEACHER_PLAN)),
    scratch,
    python,
  };
}

export type DemoFiles = Awaited<ReturnType<typeof demoFiles>>;

/** Every file of the set, flattened. */
export function allFiles(files: DemoFiles): DemoFile[] {
  return [
    files.map,
    ...Object.values(files.covers),
    files.video,
    files.starter,
    files.plan,
    ...files.scratch.flatMap((s) => [s.case, s.sheet]),
    ...files.python.flatMap((p) => [p.case, p.starter]),
  ];
}
