import type { AdminProblem, PracticeProblem, SubmissionDetail } from '@ck/shared';
import type { judgeProblem, judgeSubmission } from './tables.ts';

type Problem = typeof judgeProblem.$inferSelect;
type Submission = typeof judgeSubmission.$inferSelect;

// Times go out as `Date.toJSON` has always written them (ISO 8601, UTC); clients depend on that.
const iso = (d: Date) => d.toISOString();
const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);

/** The back office view: every stored field (data files stay on disk) and the number of cases. */
export function adminProblem(p: Problem): AdminProblem {
  return {
    ...p,
    createTime: iso(p.createTime),
    updateTime: isoOrNull(p.updateTime),
    caseCount: p.cases.length,
  };
}

/** What the practice area shows of a problem: never the data, checker or reference solution. */
export function publicProblem(p: Problem): PracticeProblem {
  return {
    id: p.id,
    title: p.title,
    content: p.content,
    samples: p.samples,
    timeLimit: p.timeLimit,
    memoryLimit: p.memoryLimit,
    languages: p.languages,
    difficulty: p.difficulty,
    tags: p.tags,
    source: p.source,
    submitCount: p.submitCount,
    acceptCount: p.acceptCount,
    caseCount: p.cases.length,
  };
}

/** A submission as its detail answers it: the stored row with its code and per-case results. */
export function submissionDetail(s: Submission): SubmissionDetail {
  return { ...s, createTime: iso(s.createTime), judgedAt: isoOrNull(s.judgedAt) };
}
