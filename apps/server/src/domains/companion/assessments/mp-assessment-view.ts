import {
  bandIndexOf,
  type MpAssessmentCard,
  type MpAttempt,
  type MpQuestion,
  type MpReport,
} from '@ck/shared';
import type { Db } from '../../../db/client.ts';
import { mpTenantOf } from '../mp/mp-tenant.ts';
import { courseCards } from './course-refs.ts';
import type { ReportRow } from './report-view.ts';
import type { TestPowerRow } from './test-power-service.ts';

/** Minutes of an attempt's time limit, then this grace for the last save in flight. */
export const SAVE_GRACE_MS = 60_000;

export function cardOf(row: TestPowerRow): MpAssessmentCard {
  return {
    id: row.id,
    orgId: row.tenantId,
    name: row.name,
    cover: row.cover,
    intro: row.intro,
    ageMin: row.ageMin,
    ageMax: row.ageMax,
    durationMinutes: row.durationMinutes,
    questionCount: row.questions.length,
    dimensions: row.dimensions,
  };
}

/** A question as the child sees it: the answer and weights never leave the server. */
export function mpQuestions(row: TestPowerRow): MpQuestion[] {
  return row.questions.map((q) => ({
    id: q.id,
    type: q.type,
    stem: q.stem,
    options: q.options,
    score: q.score,
  }));
}

/** When saves stop (null without a time limit). */
export function deadlineOf(report: Pick<ReportRow, 'startTime'>, def: Pick<TestPowerRow, 'durationMinutes'>) {
  return def.durationMinutes > 0 ? new Date(report.startTime.getTime() + def.durationMinutes * 60_000) : null;
}

export function attemptJson(report: ReportRow, def: TestPowerRow, attemptToken: string): MpAttempt {
  const deadline = deadlineOf(report, def);
  return {
    attemptId: report.id,
    attemptToken,
    assessment: cardOf(def),
    questions: mpQuestions(def),
    answers: report.answers,
    seq: report.answerSeq,
    status: report.status as MpAttempt['status'],
    reportToken: report.status === '1' ? report.shareToken : null,
    startTime: report.startTime.toISOString(),
    deadline: deadline ? deadline.toISOString() : null,
  };
}

/** The parent's report of a finished attempt: scores, the band's words and the courses it suggests. */
export async function mpReportOf(db: Db, report: ReportRow, def: TestPowerRow): Promise<MpReport> {
  const score = report.score;
  if (!score || !report.submitTime || !report.shareToken) throw new Error('报告尚未生成');
  // The band by today's bands: their texts and courses may have been improved since the attempt.
  const band = def.bands[bandIndexOf(def.bands, score.percent)] ?? def.bands[0];
  const org = await mpTenantOf(db, null, report.tenantId);
  return {
    reportToken: report.shareToken,
    assessmentName: def.name,
    childName: report.childName,
    childAge: report.childAge,
    submitTime: report.submitTime.toISOString(),
    score,
    band: { title: band.title, text: band.text, minPercent: band.minPercent },
    courses: await courseCards(db, report.tenantId, band.courseIds),
    org: { name: org.name, logo: org.logo },
  };
}
