import type { SchoolPapers, schoolPapersBody } from '@ck/shared';
import { and, desc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { z } from 'zod';
import { listContains } from '../../../crud/conditions.ts';
import type { Db } from '../../../db/client.ts';
import { type AuthContext, isAdmin } from '../../../platform/auth/auth-context.ts';
import { badRequest, forbidden } from '../../../platform/http/errors.ts';
import { liveScope, tenantScope } from '../../../platform/tenancy/tenancy.ts';
import { sysDepart } from '../../identity/index.ts';
import { teachingPaper as p } from './paper-tables.ts';

type Body = z.output<typeof schoolPapersBody>;

/** The comma list with `id` added or taken out; null when it ends up empty (every school again). */
function withListItem(list: string | null, id: string, present: boolean): string | null {
  const items = (list ?? '').split(',').filter((v) => v && v !== id);
  if (present) items.push(id);
  return items.length ? items.join(',') : null;
}

/** Live bank papers (not a school's own) of the caller's tenant. */
const bankPapers = (auth: AuthContext) => and(liveScope(p, auth), isNull(p.deptId));

/**
 * Resource allocation (资源分配) of papers: a bank paper given to schools is seen by their teachers
 * only; a bank paper given to none stays every school's.
 */
export class PaperSchoolService {
  constructor(private readonly db: Db) {}

  private async assertSchool(auth: AuthContext, deptId: string) {
    if (!isAdmin(auth)) throw forbidden('只有管理员可以给学校分配课程和试卷');
    const [d] = await this.db
      .select({ orgCategory: sysDepart.orgCategory })
      .from(sysDepart)
      .where(and(liveScope(sysDepart, auth), eq(sysDepart.id, deptId)));
    if (d?.orgCategory !== '1' && d?.orgCategory !== '2') throw badRequest('所选学校不存在');
  }

  async get(auth: AuthContext, deptId: string): Promise<SchoolPapers> {
    await this.assertSchool(auth, deptId);
    const rows = await this.db
      .select({ id: p.id })
      .from(p)
      .where(and(bankPapers(auth), listContains(p.departIds, deptId)))
      .orderBy(desc(p.createTime));
    return { deptId, paperIds: rows.map((r) => r.id) };
  }

  async save(auth: AuthContext, body: Body): Promise<SchoolPapers> {
    const { deptId, paperIds } = body;
    await this.assertSchool(auth, deptId);
    await this.db.transaction(async (tx) => {
      const wanted = paperIds.length
        ? await tx
            .select({ id: p.id })
            .from(p)
            .where(and(bankPapers(auth), inArray(p.id, paperIds)))
        : [];
      if (wanted.length !== paperIds.length) throw badRequest('所选试卷不存在或不在机构题库中');
      const mine = listContains(p.departIds, deptId);
      const touched = await tx
        .select({ id: p.id, departIds: p.departIds })
        .from(p)
        .where(and(bankPapers(auth), paperIds.length ? or(mine, inArray(p.id, paperIds)) : mine));
      const given = new Set(paperIds);
      for (const row of touched) {
        const next = withListItem(row.departIds, deptId, given.has(row.id));
        if (next === row.departIds) continue;
        await tx
          .update(p)
          .set({ departIds: next, updateBy: auth.username, updateTime: new Date() })
          .where(and(tenantScope(p, auth), eq(p.id, row.id)));
      }
    });
    return this.get(auth, deptId);
  }
}
