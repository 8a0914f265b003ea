import { z } from 'zod';
import { codeKeys } from '../code-keys.ts';
import { pagingSchema } from '../paging.ts';
import type { AssessmentDimension, AssessmentQuestion, AssessmentScore, ScoreBand } from './assessment.ts';
import { FOLLOW_STATUSES, type FollowStatus } from './constants.ts';

const followStatuses = codeKeys(FOLLOW_STATUSES);

/** `GET /api/teaching/teachingReport/list`: the organisation's leads with their filters. */
export const reportQuery = z.object({
  ...pagingSchema,
  testPowerId: z.string().trim().max(36).optional(),
  cityId: z.string().trim().max(36).optional(),
  bandTitle: z.string().trim().max(20).optional(),
  followStatus: z.enum(followStatuses, { error: '跟进状态不正确' }).optional(),
  status: z.enum(['0', '1']).optional(),
  /** Child name, guardian name or phone. */
  keyword: z.string().trim().max(30).optional(),
  createTime_begin: z.string().trim().max(30).optional(),
  createTime_end: z.string().trim().max(30).optional(),
});
export type ReportQuery = z.infer<typeof reportQuery>;

/** A report (lead) as the back office lists it. */
export interface ReportRecord {
  id: string;
  testPowerId: string;
  testPowerName: string;
  userId: string | null;
  childName: string;
  childAge: number;
  guardianName: string | null;
  guardianPhone: string | null;
  cityId: string | null;
  cityName: string | null;
  status: '0' | '1';
  status_dictText: string;
  totalScore: number | null;
  maxScore: number | null;
  bandTitle: string | null;
  followStatus: FollowStatus;
  followStatus_dictText: string;
  followNote: string | null;
  followTime: string | null;
  /** Whether a share link is live; the token itself is shown only by `queryById`. */
  shared: boolean;
  submitTime: string | null;
  createTime: string;
}

export interface ReportDetail extends ReportRecord {
  score: AssessmentScore | null;
  answers: Record<string, string>;
  shareToken: string | null;
}

/** `queryById`: a report with its assessment's questions, dimensions and bands, to render it. */
export interface ReportView extends ReportDetail {
  questions: AssessmentQuestion[];
  dimensions: AssessmentDimension[];
  bands: ScoreBand[];
}

/** `POST /api/teaching/teachingReport/share`: the report's new link secret. */
export interface ReportShare {
  shareToken: string;
}

/** `PUT /api/teaching/teachingReport/edit`: the follow-up of a lead. */
export const reportFollowBody = z.object({
  id: z.string().trim().min(1).max(36),
  followStatus: z.enum(followStatuses, { error: '跟进状态不正确' }),
  followNote: z.string().trim().max(500, '跟进备注不能超过 500 个字符').nullish(),
});
export type ReportFollowBody = z.infer<typeof reportFollowBody>;
