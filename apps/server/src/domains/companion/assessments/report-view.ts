import {
  FOLLOW_STATUSES,
  type FollowStatus,
  REPORT_STATUSES,
  type ReportDetail,
  type ReportRecord,
} from '@ck/shared';
import { formatDateTime } from '../../../platform/http/dates.ts';
import type { teachingReport } from '../tables.ts';

export type ReportRow = typeof teachingReport.$inferSelect;

/** A report row with the names the list shows beside it. */
export interface ReportListRow {
  report: ReportRow;
  testPowerName: string | null;
  cityName: string | null;
}

export function reportJson({ report: r, testPowerName, cityName }: ReportListRow): ReportRecord {
  const status = r.status as ReportRecord['status'];
  const followStatus = r.followStatus as FollowStatus;
  return {
    id: r.id,
    testPowerId: r.testPowerId,
    testPowerName: testPowerName ?? '',
    userId: r.userId,
    childName: r.childName,
    childAge: r.childAge,
    guardianName: r.guardianName,
    guardianPhone: r.guardianPhone,
    cityId: r.cityId,
    cityName,
    status,
    status_dictText: REPORT_STATUSES[status] ?? status,
    totalScore: r.totalScore,
    maxScore: r.maxScore,
    bandTitle: r.bandTitle,
    followStatus,
    followStatus_dictText: FOLLOW_STATUSES[followStatus] ?? followStatus,
    followNote: r.followNote,
    followTime: formatDateTime(r.followTime),
    shared: !!r.shareToken,
    submitTime: formatDateTime(r.submitTime),
    createTime: formatDateTime(r.createTime) ?? '',
  };
}

export function reportDetailJson(row: ReportListRow): ReportDetail {
  return {
    ...reportJson(row),
    score: row.report.score,
    answers: row.report.answers,
    shareToken: row.report.shareToken,
  };
}
