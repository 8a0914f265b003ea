import type { Licensable, SaveLicensesBody, TenantLicenses } from '@ck/shared';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { AppContext } from '../../../context.ts';
import type { Db } from '../../../db/client.ts';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import { badRequest } from '../../../platform/http/errors.ts';
import type { LicenseKind } from '../../../platform/tenancy/licensed.ts';
import { sysTenantLicense } from '../../../platform/tenancy/tables.ts';
import { DEFAULT_TENANT_ID, liveScope } from '../../../platform/tenancy/tenancy.ts';
import { teachingPaper } from '../../exam/index.ts';
import { teachingCourse } from '../../teaching/index.ts';
import { assertPlatformAdmin } from '../tenants/tenant-policy.ts';
import { findTenant } from '../tenants/tenant-repository.ts';

/** Most courses or papers the licence pickers list. */
const PICKER_LIMIT = 2000;

/** Ids of the platform's courses or papers licensed to a tenant. */
export async function licensedIds(db: Db, tenantId: string, kind: LicenseKind): Promise<string[]> {
  const rows = await db
    .select({ refId: sysTenantLicense.refId })
    .from(sysTenantLicense)
    .where(and(eq(sysTenantLicense.tenantId, tenantId), eq(sysTenantLicense.kind, kind)))
    .orderBy(asc(sysTenantLicense.createTime));
  return rows.map((r) => r.refId);
}

/** Live courses of the platform (default tenant) among `ids`, or all of them (up to the picker limit). */
async function platformCourses(db: Db, ids?: string[]) {
  if (ids && !ids.length) return [];
  const c = teachingCourse;
  return db
    .select({ id: c.id, name: c.courseName })
    .from(c)
    .where(and(liveScope(c, DEFAULT_TENANT_ID), ids ? inArray(c.id, ids) : undefined))
    .orderBy(asc(c.orderNum), desc(c.createTime))
    .limit(PICKER_LIMIT);
}

/** Live papers of the platform's bank among `ids`, or all of them (up to the picker limit). */
async function platformPapers(db: Db, ids?: string[]) {
  if (ids && !ids.length) return [];
  const p = teachingPaper;
  return db
    .select({ id: p.id, name: p.paperName })
    .from(p)
    .where(and(liveScope(p, DEFAULT_TENANT_ID), ids ? inArray(p.id, ids) : undefined))
    .orderBy(desc(p.createTime))
    .limit(PICKER_LIMIT);
}

/** Which of the platform's courses and papers a tenant may use; the platform administrator's alone. */
export class LicenseService {
  constructor(private readonly ctx: AppContext) {}

  async licenses(auth: AuthContext, tenantId: string): Promise<TenantLicenses> {
    assertPlatformAdmin(auth);
    const { db } = this.ctx;
    await findTenant(db, tenantId);
    const [courseIds, paperIds] = await Promise.all([
      licensedIds(db, tenantId, 'course'),
      licensedIds(db, tenantId, 'paper'),
    ]);
    const [courses, papers] = await Promise.all([
      platformCourses(db, courseIds),
      platformPapers(db, paperIds),
    ]);
    // A course deleted since it was licensed drops out of the answer.
    const live = (ids: string[], rows: { id: string }[]) => ids.filter((id) => rows.some((r) => r.id === id));
    return { courseIds: live(courseIds, courses), paperIds: live(paperIds, papers), courses, papers };
  }

  async licensable(auth: AuthContext): Promise<Licensable> {
    assertPlatformAdmin(auth);
    const [courses, papers] = await Promise.all([platformCourses(this.ctx.db), platformPapers(this.ctx.db)]);
    return { courses, papers };
  }

  /** Replaces a tenant's licences with the given sets; every id must be a live course or paper of the platform. */
  async save(auth: AuthContext, body: SaveLicensesBody): Promise<TenantLicenses> {
    assertPlatformAdmin(auth);
    const { db } = this.ctx;
    await findTenant(db, body.id);
    if (body.id === DEFAULT_TENANT_ID) throw badRequest('平台自身的机构无需授权');
    const [courses, papers] = await Promise.all([
      platformCourses(db, body.courseIds),
      platformPapers(db, body.paperIds),
    ]);
    if (courses.length !== body.courseIds.length) throw badRequest('所选课程不存在或不属于平台');
    if (papers.length !== body.paperIds.length) throw badRequest('所选试卷不存在或不属于平台');
    await db.transaction(async (tx) => {
      await tx.delete(sysTenantLicense).where(eq(sysTenantLicense.tenantId, body.id));
      const rows = [
        ...body.courseIds.map((refId) => ({ kind: 'course', refId })),
        ...body.paperIds.map((refId) => ({ kind: 'paper', refId })),
      ].map((r) => ({ id: uuidv7(), tenantId: body.id, ...r, createBy: auth.username }));
      if (rows.length) await tx.insert(sysTenantLicense).values(rows);
    });
    return this.licenses(auth, body.id);
  }
}
