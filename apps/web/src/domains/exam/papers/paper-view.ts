import type { PaperClassificationNode, StudentPaper } from '@ck/shared';

/** Tree-select options of the classification tree (value / title / children). */
export interface ClassificationOption {
  value: string;
  title: string;
  children?: ClassificationOption[];
}

export function classificationOptions(nodes: readonly PaperClassificationNode[]): ClassificationOption[] {
  return [...nodes]
    .sort((a, b) => a.sortNo - b.sortNo)
    .map((n) => {
      const children = classificationOptions(n.children ?? []);
      return { value: n.id, title: n.classificationName, ...(children.length ? { children } : {}) };
    });
}

/** The number of the first question of each section: numbering runs on across sections. */
export function sectionStarts(paper: Pick<StudentPaper, 'sections'>): number[] {
  const starts: number[] = [];
  let next = 1;
  for (const s of paper.sections) {
    starts.push(next);
    next += s.questions.length;
  }
  return starts;
}

/** "共 3 大题 25 题" of a paper as a student sees it, with the score of each section. */
export function sectionScores(paper: Pick<StudentPaper, 'sections'>): number[] {
  return paper.sections.map((s) => s.questions.reduce((acc, q) => acc + Math.round(q.score * 10), 0) / 10);
}

/** A random 31-bit seed other than `current` (换一份). */
export function nextSeed(current: number, random: () => number = Math.random): number {
  for (let i = 0; i < 10; i++) {
    const seed = 1 + Math.floor(random() * 2_147_483_646);
    if (seed !== current) return seed;
  }
  return current === 1 ? 2 : 1;
}

/** A positive integer seed from the address, else 1 (the seed preview and print start with). */
export function seedOf(raw: string | null): number {
  if (raw === null || raw.trim() === '') return 1;
  const n = Number(raw);
  return Number.isInteger(n) && n >= 0 && n <= 2 ** 31 - 1 ? n : 1;
}

/** The print page of a paper: the student version, or the teacher's with answers. */
export function printPath(id: string, answers: boolean, seed?: number): string {
  const search = new URLSearchParams({ id, answers: answers ? '1' : '0' });
  if (seed !== undefined) search.set('seed', String(seed));
  return `/exam/paperPrint?${search}`;
}

/** Opens the print page in a new browser tab (a bare page without the app's layout). */
export function openPrint(id: string, answers: boolean, seed?: number): void {
  window.open(printPath(id, answers, seed), '_blank', 'noopener');
}

/** "1 小时 30 分钟" / "45 分钟". */
export function durationText(minutes: number): string {
  if (minutes < 60) return `${minutes} 分钟`;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return m ? `${h} 小时 ${m} 分钟` : `${h} 小时`;
}
