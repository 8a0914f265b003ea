import type { SysConfig } from '../../../api/types.ts';
import { fileUrl } from '../../../components/file-url.ts';
import {
  type EditorWork,
  fetchText,
  getWork,
  myAdditionalWork,
  myHomeworkWork,
  type SubmitWorkBody,
  unitWorkInfo,
} from './api.ts';

export const STARTER_CODE = `# 欢迎来到 Python 编辑器！点击「运行」试试看
name = input("你叫什么名字？")
print("你好，" + name + "！")

import turtle
t = turtle.Turtle()
t.color("orange")
for i in range(4):
    t.forward(100)
    t.left(90)
`;

/** What the editor opened: the program, its name, the work it saves to and the homework it belongs to. */
export interface EditorSource {
  code: string;
  title: string;
  workId: string | null;
  scene: SubmitWorkBody['workScene'];
  courseId?: string;
  unitId?: string;
  additionalId?: string;
  /** The homework's name, shown in the header. */
  homework?: string;
  /** A judge problem the homework is checked against (判题). */
  problemId?: string | null;
  /** Status of my homework work: 1 submitted, 2 graded… */
  workStatus?: number;
  score?: number | null;
}

export interface SourceQuery {
  workId?: string | null;
  unitId?: string | null;
  additionalId?: string | null;
}

/** A starter file that is a program; anything else (a .sb3, a picture) is ignored. */
async function starterCode(path: string | null | undefined, config?: SysConfig): Promise<string | null> {
  const url = path ? fileUrl(path, config) : undefined;
  if (!url || !/\.(py|txt)(\?|$)/i.test(path ?? '')) return null;
  return fetchText(url);
}

async function workCode(work: EditorWork): Promise<string> {
  return work.workFile_url ? fetchText(work.workFile_url) : '';
}

/** My homework work as the editor opens it: its program, name, status and score. */
async function savedHomework(mine: EditorWork) {
  return {
    code: await workCode(mine),
    title: mine.workName,
    workId: mine.id,
    workStatus: mine.workStatus,
    score: mine.score,
  };
}

/** Loads what the URL asks for: a work, a unit's or extra homework (mine, else its starter), or a new program. */
export async function loadSource(q: SourceQuery, config?: SysConfig): Promise<EditorSource> {
  if (q.workId) {
    const work = await getWork(q.workId);
    const source: EditorSource = {
      code: await workCode(work),
      title: work.workName,
      workId: work.id,
      scene: (work.workScene as EditorSource['scene']) || 'create',
      courseId: work.courseId ?? undefined,
      unitId: work.unitId ?? undefined,
      additionalId: work.additionalId ?? undefined,
      workStatus: work.workStatus,
      score: work.score,
    };
    if (work.unitId) return { ...source, ...(await unitContext(work.unitId).catch(() => ({}))) };
    return source;
  }
  if (q.unitId) {
    const [info, mine] = await Promise.all([unitWorkInfo(q.unitId), myHomeworkWork({ unitId: q.unitId })]);
    const base = {
      scene: 'course' as const,
      unitId: info.unitId,
      courseId: info.courseId,
      homework: info.unitName,
      problemId: info.courseWorkProblemId ?? null,
    };
    if (mine) return { ...base, ...(await savedHomework(mine)) };
    return {
      ...base,
      code: (await starterCode(info.courseWork, config)) ?? STARTER_CODE,
      title: `${info.unitName}作业`,
      workId: null,
    };
  }
  if (q.additionalId) {
    const [homework, mine] = await Promise.all([
      myAdditionalWork(q.additionalId),
      myHomeworkWork({ additionalId: q.additionalId }),
    ]);
    if (!homework) throw new Error('找不到这份额外作业，或它不是布置给你的');
    const base = {
      scene: 'additional' as const,
      additionalId: homework.id,
      homework: homework.workName,
      problemId: homework.problemId,
    };
    if (mine) return { ...base, ...(await savedHomework(mine)) };
    return {
      ...base,
      code: (await starterCode(homework.workUrl_url ?? homework.workUrl, config)) ?? STARTER_CODE,
      title: homework.workName,
      workId: null,
    };
  }
  return { code: STARTER_CODE, title: '我的 Python 作品', workId: null, scene: 'create' };
}

async function unitContext(unitId: string): Promise<Partial<EditorSource>> {
  const info = await unitWorkInfo(unitId);
  return { homework: info.unitName, problemId: info.courseWorkProblemId ?? null, courseId: info.courseId };
}

/** A name usable as a file name on every system. */
export function safeFileName(title: string): string {
  const name = [...title]
    .filter((ch) => ch >= ' ' && !'\\/:*?"<>|'.includes(ch))
    .join('')
    .trim()
    .slice(0, 60);
  return `${name || 'python'}.py`;
}
