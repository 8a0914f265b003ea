import type { DemoChapter } from './question-builders.ts';

// The demo's classifications and two papers in the level-exam format, as data.

/** Ids of the demo's exam content: `0193f000-0000-7000-8000-0000000e` and a kind digit. */
export const demoExamId = (kind: number, n: number) =>
  `0193f000-0000-7000-8000-0000000e${kind}${n.toString(16).padStart(3, '0')}`;

export const DEMO_CLASSIFICATIONS = {
  scratch: { id: demoExamId(0, 1), name: 'Scratch 一级', parent: null, sortNo: 10 },
  scratchSprite: { id: demoExamId(0, 2), name: '角色与造型', parent: 'scratch', sortNo: 1 },
  scratchEvent: { id: demoExamId(0, 3), name: '事件与运动', parent: 'scratch', sortNo: 2 },
  cpp: { id: demoExamId(0, 4), name: 'C++ 一级', parent: null, sortNo: 20 },
  cppBasic: { id: demoExamId(0, 5), name: '变量与输入输出', parent: 'cpp', sortNo: 1 },
  cppFlow: { id: demoExamId(0, 6), name: '分支与循环', parent: 'cpp', sortNo: 2 },
} as const satisfies Record<
  'scratch' | 'cpp' | DemoChapter,
  { id: string; name: string; parent: string | null; sortNo: number }
>;

export const DEMO_PAPER_IDS = { scratch: demoExamId(2, 1), cpp: demoExamId(2, 2) } as const;
export const DEMO_EXAM_IDS = { cppMonthly: demoExamId(5, 1), scratchQuiz: demoExamId(5, 2) } as const;

/** A fixed section takes the first `count` questions of a type from a level, each worth `score`. */
export interface FixedSection {
  title: string;
  instruction: string;
  pick: { level: 'scratch' | 'cpp'; questionType: number; count: number; score: number };
}
/** A random section draws per student from a level's classification tree. */
export interface RandomSection {
  title: string;
  instruction: string;
  rule: { level: 'scratch' | 'cpp'; questionType: number; count: number; score: number };
}

export interface DemoPaper {
  id: string;
  paperName: string;
  level: 'scratch' | 'cpp';
  intro: string;
  passScore: number;
  duration: number;
  shuffleOptions: number;
  sections: (FixedSection | RandomSection)[];
}

export const DEMO_PAPERS: DemoPaper[] = [
  {
    id: DEMO_PAPER_IDS.scratch,
    paperName: 'Scratch 一级模拟卷（固定）',
    level: 'scratch',
    intro: '满分 100 分，60 分及格。考试时间 60 分钟，请先完成选择题和判断题，再做实操题。',
    passScore: 60,
    duration: 60,
    shuffleOptions: 0,
    sections: [
      {
        title: '一、单选题',
        instruction: '共 10 题，每题 3 分，共 30 分。每题只有一个正确答案。',
        pick: { level: 'scratch', questionType: 1, count: 10, score: 3 },
      },
      {
        title: '二、判断题',
        instruction: '共 10 题，每题 2 分，共 20 分。正确的选“正确”，错误的选“错误”。',
        pick: { level: 'scratch', questionType: 3, count: 10, score: 2 },
      },
      {
        title: '三、实操题',
        instruction: '共 2 题，每题 25 分，共 50 分。在 Scratch 编辑器中完成作品并提交。',
        pick: { level: 'scratch', questionType: 7, count: 2, score: 25 },
      },
    ],
  },
  {
    id: DEMO_PAPER_IDS.cpp,
    paperName: 'C++ 一级随机卷',
    level: 'cpp',
    intro: '满分 100 分，60 分及格。每位同学的题目从 C++ 一级题库中随机抽取，选项顺序也会打乱。',
    passScore: 60,
    duration: 60,
    shuffleOptions: 1,
    sections: [
      {
        title: '一、单选题',
        instruction: '共 10 题，每题 3 分，共 30 分。',
        rule: { level: 'cpp', questionType: 1, count: 10, score: 3 },
      },
      {
        title: '二、判断题',
        instruction: '共 10 题，每题 2 分，共 20 分。',
        rule: { level: 'cpp', questionType: 3, count: 10, score: 2 },
      },
      {
        title: '三、编程题',
        instruction: '共 2 题，每题 25 分，共 50 分。按测试点通过的比例得分。',
        rule: { level: 'cpp', questionType: 6, count: 2, score: 25 },
      },
    ],
  },
];

/** Fixed sections sum their questions' scores; random sections count × score. */
export const sectionScore = (s: FixedSection | RandomSection) =>
  'rule' in s ? s.rule.count * s.rule.score : s.pick.count * s.pick.score;
