import { CERT_SOURCES, type Cert, type MyCert, type UserHonor } from '@ck/shared';
import { formatDateTime } from '../../../platform/http/dates.ts';
import type { teachingCert } from './cert-tables.ts';

export type CertRow = typeof teachingCert.$inferSelect;

/** A certificate as the back office lists it. */
export function certJson(row: CertRow): Cert {
  return {
    id: row.id,
    serialNo: row.serialNo,
    templateId: row.templateId,
    certName: row.certName,
    userId: row.userId,
    holderName: row.holderName,
    courseId: row.courseId || null,
    courseName: row.courseName,
    issueDate: row.issueDate,
    orgName: row.orgName,
    source: row.source,
    source_dictText: CERT_SOURCES[row.source as keyof typeof CERT_SOURCES] ?? '',
    revoked: row.revoked,
    revokeTime: formatDateTime(row.revokeTime),
    revokeBy: row.revokeBy,
    createBy: row.createBy,
    createTime: formatDateTime(row.createTime),
  };
}

/** The learner's own certificate with what it takes to draw it. */
export function myCertJson(row: CertRow): MyCert {
  return {
    id: row.id,
    serialNo: row.serialNo,
    certName: row.certName,
    courseName: row.courseName,
    issueDate: row.issueDate,
    orgName: row.orgName,
    layout: row.layout,
    values: {
      studentName: row.holderName,
      courseName: row.courseName,
      issueDate: row.issueDate,
      serialNo: row.serialNo,
      orgName: row.orgName,
    },
  };
}

export function honorJson(row: CertRow): UserHonor {
  return {
    id: row.id,
    name: row.certName,
    courseName: row.courseName,
    issueDate: row.issueDate,
    serialNo: row.serialNo,
    image: row.layout.background,
  };
}
