import type { ExamItemStat } from '@ck/shared';
import type { AttemptLayout } from './exam-tables.ts';

/** What the statistics read of an attempt: its layout, total, start and answers. */
export interface StatAttempt {
  layout: AttemptLayout;
  gotScore: number;
  start: number;
  answers: { questionId: string; score: number | null; firstSave: number | null }[];
}

export interface StatQuestion {
  questionType: number;
  questionContent: string;
}

/** The share of a group taken as the top and the bottom for the discrimination index. */
const TAIL = 0.27;
const MIN_FOR_DISCRIMINATION = 5;

const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;

function median(values: number[]): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * Seconds spent on each question of one attempt: from the previous first save (or the start) to this
 * question's first save, in the order the student answered. An estimate: time on an unanswered question
 * counts toward the next one answered.
 */
function secondsPerQuestion(a: StatAttempt): Map<string, number> {
  const saves = a.answers
    .filter((x): x is typeof x & { firstSave: number } => x.firstSave !== null)
    .sort((x, y) => x.firstSave - y.firstSave);
  const out = new Map<string, number>();
  let previous = a.start;
  for (const s of saves) {
    out.set(s.questionId, Math.max(0, (s.firstSave - previous) / 1000));
    previous = s.firstSave;
  }
  return out;
}

/** Facility, discrimination and time per question over counted attempts, in the paper's order. */
export function itemStatistics(
  attempts: StatAttempt[],
  questions: Map<string, StatQuestion>,
): ExamItemStat[] {
  const ranked = [...attempts].sort((x, y) => y.gotScore - x.gotScore);
  const tail = ranked.length >= MIN_FOR_DISCRIMINATION ? Math.max(1, Math.round(ranked.length * TAIL)) : 0;
  const top = new Set(ranked.slice(0, tail));
  const bottom = new Set(ranked.slice(ranked.length - tail));
  const order: { questionId: string; maxScore: number }[] = [];
  const seen = new Set<string>();
  for (const a of attempts)
    for (const q of a.layout.sections.flatMap((s) => s.questions))
      if (!seen.has(q.questionId)) {
        seen.add(q.questionId);
        order.push({ questionId: q.questionId, maxScore: q.score });
      }
  const timings = attempts.map(secondsPerQuestion);
  return order.map(({ questionId, maxScore }, i) => {
    const scores: number[] = [];
    const topScores: number[] = [];
    const bottomScores: number[] = [];
    const seconds: number[] = [];
    for (const [k, a] of attempts.entries()) {
      if (!a.layout.sections.some((s) => s.questions.some((q) => q.questionId === questionId))) continue;
      const score = a.answers.find((x) => x.questionId === questionId)?.score ?? 0;
      scores.push(score);
      if (top.has(a)) topScores.push(score);
      if (bottom.has(a)) bottomScores.push(score);
      const spent = timings[k].get(questionId);
      if (spent !== undefined) seconds.push(spent);
    }
    const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
    const average = scores.length ? mean(scores) : null;
    const q = questions.get(questionId);
    const spent = median(seconds);
    return {
      questionId,
      index: i + 1,
      questionType: q?.questionType ?? 0,
      questionContent: q?.questionContent ?? '',
      maxScore,
      count: scores.length,
      average: average === null ? null : round(average, 1),
      facility: average === null || maxScore <= 0 ? null : round(average / maxScore, 3),
      discrimination:
        tail && maxScore > 0 ? round((mean(topScores) - mean(bottomScores)) / maxScore, 3) : null,
      medianSeconds: spent === null ? null : Math.round(spent),
    };
  });
}
