import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { badRequest } from '../../../platform/http/errors.ts';
import { liveScope } from '../../../platform/tenancy/tenancy.ts';
import { sysUser } from '../../identity/index.ts';
import { grantAll } from './cert-issuer.ts';
import { todayInShanghai } from './cert-serial.ts';
import { teachingCertTemplate } from './cert-tables.ts';

export interface AwardHolder {
  userId: string;
  /** The line printed where a course name goes, e.g. `春季编程赛 小学组 一等奖`. */
  title: string;
}

export interface AwardIssue {
  tenantId: string;
  templateId: string;
  /** What the awards are for (a contest id): one valid certificate per holder, template and event. */
  eventId: string;
  holders: AwardHolder[];
  issueDate: string | null;
  by: string;
}

/**
 * Certificates for award winners of another domain (contests). The caller decided who won; this
 * checks the template and the holders belong to the tenant and issues all of them in one transaction.
 */
export async function issueAwardCertificates(db: Db, input: AwardIssue) {
  const [template] = await db
    .select()
    .from(teachingCertTemplate)
    .where(
      and(liveScope(teachingCertTemplate, input.tenantId), eq(teachingCertTemplate.id, input.templateId)),
    );
  if (!template) throw badRequest('证书模板不存在');
  const ids = input.holders.map((h) => h.userId);
  const users = ids.length
    ? await db
        .select({ id: sysUser.id, realname: sysUser.realname, username: sysUser.username })
        .from(sysUser)
        .where(and(liveScope(sysUser, input.tenantId), inArray(sysUser.id, ids)))
    : [];
  const byId = new Map(users.map((u) => [u.id, u]));
  // Winners whose account was deleted since the contest get nothing; the rest still do.
  const holders = input.holders.flatMap((h) => {
    const user = byId.get(h.userId);
    return user ? [{ user, title: h.title }] : [];
  });
  const issueDate = input.issueDate ?? todayInShanghai();
  const serialNos = await grantAll(
    db,
    holders.map(({ user, title }) => ({
      tenantId: input.tenantId,
      template,
      user,
      courseId: input.eventId,
      courseName: title,
      issueDate,
      source: 3,
      by: input.by,
    })),
  );
  return { issued: serialNos.length, skipped: input.holders.length - serialNos.length, serialNos };
}
