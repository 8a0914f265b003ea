import type { CertTemplate, certTemplateAddBody } from '@ck/shared';
import { and, count, desc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import { tablePage } from '../../../db/table-page.ts';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import { formatDateTime } from '../../../platform/http/dates.ts';
import { badRequest, notFound } from '../../../platform/http/errors.ts';
import { likePattern } from '../../../platform/http/paging.ts';
import { liveScope } from '../../../platform/tenancy/tenancy.ts';
import { readableCourse } from '../courses/readable-courses.ts';
import { teachingCourse } from '../tables.ts';
import { teachingCert, teachingCertTemplate as tpl } from './cert-tables.ts';

type TemplateRow = typeof tpl.$inferSelect;
/** The body after the shared schema parsed it (defaults applied). */
export type TemplateFields = z.output<typeof certTemplateAddBody>;

const live = (auth: AuthContext) => liveScope(tpl, auth);

/** Certificate templates of a tenant: only admins write them (the route guard), teachers read them. */
export class CertTemplateService {
  constructor(private readonly db: Db) {}

  async list(auth: AuthContext, q: { name?: string; courseId?: string; pageNo: number; pageSize: number }) {
    const where: SQL[] = [live(auth)!];
    if (q.name?.trim()) where.push(ilike(tpl.name, likePattern(q.name.trim())));
    if (q.courseId) where.push(eq(tpl.courseId, q.courseId));
    const cond = and(...where);
    const { rows, total } = await tablePage(this.db, tpl, cond, [desc(tpl.createTime), desc(tpl.id)], q);
    return { records: await this.present(auth, rows), total };
  }

  async find(auth: AuthContext, id: string): Promise<TemplateRow> {
    const [row] = await this.db
      .select()
      .from(tpl)
      .where(and(live(auth), eq(tpl.id, id)));
    if (!row) throw notFound('证书模板不存在');
    return row;
  }

  async detail(auth: AuthContext, id: string): Promise<CertTemplate> {
    const [out] = await this.present(auth, [await this.find(auth, id)]);
    return out;
  }

  async add(auth: AuthContext, body: TemplateFields): Promise<string> {
    await this.checkCourse(auth, body.courseId);
    const id = uuidv7();
    await this.db.insert(tpl).values({ id, tenantId: auth.tenantId, ...body, createBy: auth.username });
    return id;
  }

  async edit(auth: AuthContext, id: string, body: TemplateFields) {
    await this.find(auth, id);
    await this.checkCourse(auth, body.courseId);
    await this.db
      .update(tpl)
      .set({ ...body, updateBy: auth.username, updateTime: new Date() })
      .where(and(live(auth), eq(tpl.id, id)));
  }

  /** Issued certificates keep their own copy of the layout, so deleting a template leaves them intact. */
  async remove(auth: AuthContext, id: string) {
    await this.find(auth, id);
    await this.db
      .update(tpl)
      .set({ delFlag: 1, updateBy: auth.username, updateTime: new Date() })
      .where(and(live(auth), eq(tpl.id, id)));
  }

  private async checkCourse(auth: AuthContext, courseId: string | null) {
    if (!courseId) return;
    const [course] = await this.db
      .select({ id: teachingCourse.id })
      .from(teachingCourse)
      .where(and(readableCourse(auth.tenantId), eq(teachingCourse.id, courseId)));
    if (!course) throw badRequest('关联的课程不存在');
  }

  private async present(auth: AuthContext, rows: TemplateRow[]): Promise<CertTemplate[]> {
    if (!rows.length) return [];
    const ids = rows.map((r) => r.id);
    const courseIds = [...new Set(rows.map((r) => r.courseId).filter((c): c is string => !!c))];
    const [counts, courses] = await Promise.all([
      this.db
        .select({ templateId: teachingCert.templateId, n: count() })
        .from(teachingCert)
        .where(and(liveScope(teachingCert, auth), inArray(teachingCert.templateId, ids)))
        .groupBy(teachingCert.templateId),
      courseIds.length
        ? this.db
            .select({ id: teachingCourse.id, name: teachingCourse.courseName })
            .from(teachingCourse)
            .where(and(readableCourse(auth.tenantId), inArray(teachingCourse.id, courseIds)))
        : [],
    ]);
    const issued = new Map(counts.map((c) => [c.templateId, c.n]));
    const courseName = new Map(courses.map((c) => [c.id, c.name]));
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      background: r.background,
      width: r.width,
      height: r.height,
      fields: r.fields,
      courseId: r.courseId,
      courseName: r.courseId ? (courseName.get(r.courseId) ?? null) : null,
      orgName: r.orgName,
      issuedCount: issued.get(r.id) ?? 0,
      createBy: r.createBy,
      createTime: formatDateTime(r.createTime),
      updateTime: formatDateTime(r.updateTime),
    }));
  }
}
