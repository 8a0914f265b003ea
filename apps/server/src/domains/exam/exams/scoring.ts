import { MULTIPLE_PARTIAL_RATIO } from '@ck/shared';

/**
 * Scoring of one answer (the rules are in the contract, `MULTIPLE_PARTIAL_RATIO` in exam.ts):
 * - single choice (1), true / false (3): the exact key, else 0;
 * - multiple choice (2): all correct keys and nothing else = full; any wrong key = 0; a non-empty subset
 *   of the correct keys = half the score;
 * - blanks (4): score / blanks per blank, each compared with its accepted answers after trimming
 *   (unless trimSpace is 0) and case folding (unless caseSensitive is 1);
 * - programming (6): judged (`judgedScore` once the judge answers);
 * - short answer (5), practical (7): reviewed by a teacher.
 * An empty answer earns 0 and never waits for anyone.
 */
export interface ScoredQuestion {
  questionType: number;
  /** The question's answer as stored in the bank. */
  answer: string | null;
  caseSensitive: number;
  trimSpace: number;
}

export type Outcome = { kind: 'scored'; score: number } | { kind: 'judge' } | { kind: 'review' };

/** Scores are kept to two decimals (a third of a point per blank adds up cleanly enough). */
export const roundScore = (n: number) => Math.round(n * 100) / 100;

/** "A, c" -> ["A", "C"], distinct. */
export function choiceKeys(text: string | null | undefined): string[] {
  return [
    ...new Set(
      (text ?? '')
        .split(/[,，]/)
        .map((s) => s.trim().toUpperCase())
        .filter(Boolean),
    ),
  ];
}

/** Parses a JSON array of strings (a student's blanks), or null. */
export function stringArray(text: string | null | undefined): string[] | null {
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) && parsed.every((v) => typeof v === 'string') ? parsed : null;
  } catch {
    return null;
  }
}

/** Accepted answers per blank from the bank's answer (`[["a","A"],["b"]]`); a plain string counts as one. */
export function acceptedBlanks(text: string | null | undefined): string[][] {
  if (!text) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    if (!Array.isArray(parsed)) return [];
    return parsed.map((b) =>
      Array.isArray(b) ? b.filter((v): v is string => typeof v === 'string') : [String(b)],
    );
  } catch {
    return [];
  }
}

export const isBlankAnswer = (given: string | null | undefined) => {
  if (given === null || given === undefined || !given.trim()) return true;
  const blanks = stringArray(given);
  return !!blanks?.every((b) => !b.trim());
};

function multipleScore(correct: string[], given: string[], full: number): number {
  if (!given.length || !correct.length) return 0;
  if (given.some((k) => !correct.includes(k))) return 0;
  if (given.length === correct.length) return full;
  return full * MULTIPLE_PARTIAL_RATIO;
}

function blanksScore(q: ScoredQuestion, given: string, full: number): number {
  const accepted = acceptedBlanks(q.answer);
  const mine = stringArray(given) ?? [];
  if (!accepted.length) return 0;
  const norm = (s: string) => {
    const t = q.trimSpace === 0 ? s : s.trim();
    return q.caseSensitive === 1 ? t : t.toLowerCase();
  };
  const per = full / accepted.length;
  let got = 0;
  for (const [i, options] of accepted.entries()) {
    const answer = mine[i];
    if (answer === undefined || !answer.trim()) continue;
    if (options.some((o) => norm(o) === norm(answer))) got += per;
  }
  return got;
}

/** What an answer earns at hand-in: a score now, or it waits for the judge or a teacher. */
export function scoreAnswer(q: ScoredQuestion, given: string | null | undefined, full: number): Outcome {
  if (isBlankAnswer(given)) return { kind: 'scored', score: 0 };
  const text = given as string;
  switch (q.questionType) {
    case 1:
    case 3: {
      const ok = text.trim().toUpperCase() === (q.answer ?? '').trim().toUpperCase() && !!q.answer?.trim();
      return { kind: 'scored', score: ok ? full : 0 };
    }
    case 2:
      return {
        kind: 'scored',
        score: roundScore(multipleScore(choiceKeys(q.answer), choiceKeys(text), full)),
      };
    case 4:
      return { kind: 'scored', score: roundScore(blanksScore(q, text, full)) };
    case 6:
      return { kind: 'judge' };
    default:
      return { kind: 'review' };
  }
}

/** A programming answer's score once judged: the question's score × the judge's score (0..100) / 100. */
export function judgedScore(full: number, judgeScore: number): number {
  const ratio = Math.min(100, Math.max(0, judgeScore)) / 100;
  return roundScore(full * ratio);
}

/** The attempt's total and whether anything still waits (a null score of a question that needs one). */
export function attemptTotal(scores: readonly (number | null)[]): { gotScore: number; pending: boolean } {
  let got = 0;
  let pending = false;
  for (const s of scores) {
    if (s === null) pending = true;
    else got += s;
  }
  return { gotScore: roundScore(got), pending };
}
