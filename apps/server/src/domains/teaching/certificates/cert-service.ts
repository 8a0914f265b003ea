import type { CertVerify } from '@ck/shared';
import { and, desc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { tablePage } from '../../../db/table-page.ts';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import { badRequest, forbidden, notFound } from '../../../platform/http/errors.ts';
import { likePattern } from '../../../platform/http/paging.ts';
import { liveScope } from '../../../platform/tenancy/tenancy.ts';
import { grantAll } from './cert-issuer.ts';
import { coursesInScope, holdersInScope, tenantUsers } from './cert-scope.ts';
import { maskName, todayInShanghai } from './cert-serial.ts';
import { teachingCert as cert, teachingCertTemplate } from './cert-tables.ts';
import { certJson } from './cert-view.ts';

export interface IssueInput {
  templateId: string;
  userIds: string[];
  courseId: string | null;
  issueDate: string | null;
}

export interface CertListInput {
  holderName?: string;
  serialNo?: string;
  templateId?: string;
  courseId?: string;
  revoked?: number;
  pageNo: number;
  pageSize: number;
}

const live = (auth: AuthContext) => liveScope(cert, auth);

/** Issuing, listing and revoking certificates, and what learners and the public may see of them. */
export class CertService {
  constructor(private readonly db: Db) {}

  async list(auth: AuthContext, q: CertListInput) {
    const scope = await holdersInScope(this.db, auth);
    if (scope && !scope.length) return { records: [], total: 0 };
    const where: SQL[] = [live(auth)!];
    if (scope) where.push(inArray(cert.userId, scope));
    if (q.holderName?.trim()) where.push(ilike(cert.holderName, likePattern(q.holderName.trim())));
    if (q.serialNo?.trim()) where.push(ilike(cert.serialNo, likePattern(q.serialNo.trim())));
    if (q.templateId) where.push(eq(cert.templateId, q.templateId));
    if (q.courseId) where.push(eq(cert.courseId, q.courseId));
    if (q.revoked !== undefined) where.push(eq(cert.revoked, q.revoked));
    const cond = and(...where);
    const { rows, total } = await tablePage(this.db, cert, cond, [desc(cert.createTime), desc(cert.id)], q);
    return { records: rows.map(certJson), total };
  }

  /** All or nothing: one refused holder refuses the whole request. */
  async issue(auth: AuthContext, input: IssueInput) {
    const [template] = await this.db
      .select()
      .from(teachingCertTemplate)
      .where(and(liveScope(teachingCertTemplate, auth), eq(teachingCertTemplate.id, input.templateId)));
    if (!template) throw badRequest('证书模板不存在');
    const users = await tenantUsers(this.db, auth, input.userIds);
    if (users.length !== input.userIds.length) throw badRequest('所选学生不存在或已被删除');
    const scope = await holdersInScope(this.db, auth);
    if (scope) {
      const mine = new Set(scope);
      if (users.some((u) => !mine.has(u.id))) throw forbidden('只能给自己所管理班级的学生颁发证书');
    }
    const courseId = input.courseId ?? template.courseId;
    let courseName = '';
    if (courseId) {
      const course = (await coursesInScope(this.db, auth)).find((c) => c.id === courseId);
      if (!course) throw badRequest('所选课程不存在或不在您的授权范围内');
      courseName = course.name;
    }
    const issueDate = input.issueDate ?? todayInShanghai();
    const serialNos = await grantAll(
      this.db,
      users.map((user) => ({
        tenantId: auth.tenantId,
        template,
        user,
        courseId,
        courseName,
        issueDate,
        source: 1,
        by: auth.username,
      })),
    );
    return { issued: serialNos.length, skipped: users.length - serialNos.length, serialNos };
  }

  async revoke(auth: AuthContext, id: string) {
    const [row] = await this.db
      .select()
      .from(cert)
      .where(and(live(auth), eq(cert.id, id)));
    if (!row) throw notFound('证书不存在');
    const scope = await holdersInScope(this.db, auth);
    if (scope && !scope.includes(row.userId)) throw forbidden('只能撤销自己所管理班级学生的证书');
    if (row.revoked) throw badRequest('该证书已撤销');
    await this.db
      .update(cert)
      .set({
        revoked: 1,
        revokeTime: new Date(),
        revokeBy: auth.username,
        updateBy: auth.username,
        updateTime: new Date(),
      })
      .where(and(live(auth), eq(cert.id, id), eq(cert.revoked, 0)));
  }

  /** The signed-in user's valid certificates, newest first. */
  async mine(auth: AuthContext) {
    return this.db
      .select()
      .from(cert)
      .where(and(live(auth), eq(cert.userId, auth.userId), eq(cert.revoked, 0)))
      .orderBy(desc(cert.createTime), desc(cert.id));
  }

  /** Public: whether a serial is genuine, with the holder's name masked and nothing that identifies an account. */
  async verify(serialNo: string): Promise<CertVerify> {
    const [row] = await this.db
      .select()
      .from(cert)
      .where(and(eq(cert.serialNo, serialNo), eq(cert.delFlag, 0)));
    if (!row)
      return {
        serialNo,
        valid: false,
        revoked: false,
        certName: null,
        courseName: null,
        issueDate: null,
        orgName: null,
        holderName: null,
        message: '未找到该编号的证书，请核对编号后重试',
      };
    const revoked = row.revoked === 1;
    return {
      serialNo: row.serialNo,
      valid: !revoked,
      revoked,
      certName: row.certName,
      courseName: row.courseName,
      issueDate: row.issueDate,
      orgName: row.orgName,
      holderName: maskName(row.holderName),
      message: revoked ? '该证书已被撤销，不再有效' : '证书真实有效',
    };
  }
}
