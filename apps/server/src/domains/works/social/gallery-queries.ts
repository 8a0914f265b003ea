import type { GalleryWork, LeaderboardOrder } from '@ck/shared';
import { and, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../../context.ts';
import { type AuthContext, isAdmin } from '../../../platform/auth/auth-context.ts';
import { likePattern } from '../../../platform/http/paging.ts';
import { liveScope, tenantOf } from '../../../platform/tenancy/tenancy.ts';
import { sysUserDepart } from '../../identity/index.ts';
import { teachingWork as w } from '../work/work-tables.ts';
import { type GalleryRecord, galleryColumns, galleryRows } from './gallery-view.ts';
import { managedClassIds } from './social-policy.ts';
import { teachingWorkStar } from './social-tables.ts';

export interface GalleryPage {
  records: GalleryWork[];
  total: number;
}

interface GalleryFilter {
  pageNo: number;
  pageSize: number;
  orderBy: LeaderboardOrder;
  workType?: number;
  workName?: string;
}

// Up to this offset a page is read per status and merged: newest first, each part comes straight off
// the gallery index (tenant, status, save_time) without touching the other public works. Deeper pages
// fall back to one sorted query.
const MERGE_MAX_OFFSET = 2_000;

const newestFirst = [desc(w.saveTime), desc(w.id)];

function ordering(orderBy: LeaderboardOrder) {
  if (orderBy === 'starNum') return [desc(w.starNum), ...newestFirst];
  if (orderBy === 'viewNum') return [desc(w.viewNum), ...newestFirst];
  return newestFirst;
}

/** The JS twin of `ordering`, to merge pages read per status. */
function comparator(orderBy: LeaderboardOrder) {
  const first = (r: GalleryRecord) =>
    orderBy === 'starNum' ? r.starNum : orderBy === 'viewNum' ? r.viewNum : 0;
  return (a: GalleryRecord, b: GalleryRecord) =>
    first(b) - first(a) ||
    b.saveTime.getTime() - a.saveTime.getTime() ||
    (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
}

/** One page of works of the given states matching `where`, with a cached total. */
async function pageOfStates(
  ctx: AppContext,
  tenantId: string,
  statuses: number[],
  where: SQL[],
  q: GalleryFilter,
): Promise<GalleryPage> {
  const { db } = ctx;
  const offset = (q.pageNo - 1) * q.pageSize;
  const scoped = (states: number[]) =>
    and(
      liveScope(w, tenantId),
      states.length === 1 ? eq(w.workStatus, states[0]) : inArray(w.workStatus, states),
      ...where,
    );
  const counting = db.select({ n: count() }).from(w).where(scoped(statuses));
  const total = ctx.counts.get(JSON.stringify(counting.toSQL()), async () => Number((await counting)[0].n));
  let rows: GalleryRecord[];
  if (statuses.length > 1 && offset <= MERGE_MAX_OFFSET) {
    const parts = await Promise.all(
      statuses.map((s) =>
        db
          .select(galleryColumns)
          .from(w)
          .where(scoped([s]))
          .orderBy(...ordering(q.orderBy))
          .limit(offset + q.pageSize),
      ),
    );
    rows = parts
      .flat()
      .sort(comparator(q.orderBy))
      .slice(offset, offset + q.pageSize);
  } else {
    rows = await db
      .select(galleryColumns)
      .from(w)
      .where(scoped(statuses))
      .orderBy(...ordering(q.orderBy))
      .limit(q.pageSize)
      .offset(offset);
  }
  return { records: await galleryRows(ctx, tenantId, rows), total: await total };
}

function filters(q: { workType?: number; workName?: string }): SQL[] {
  const where: SQL[] = [];
  if (q.workType !== undefined) where.push(eq(w.workType, q.workType));
  if (q.workName) where.push(ilike(w.workName, likePattern(q.workName)));
  return where;
}

/**
 * The gallery: public works (home page and featured) of the caller's tenant. Works not yet public
 * (`workStatus` 0..2) only for those who manage them: admins the tenant's, teachers their classes'
 * students', anybody else their own; visitors get none.
 */
export async function leaderboard(
  ctx: AppContext,
  auth: AuthContext | null,
  q: GalleryFilter & { workStatus?: number },
): Promise<GalleryPage> {
  const tenantId = tenantOf(auth);
  const where = filters(q);
  if (q.workStatus === undefined || q.workStatus >= 3)
    return pageOfStates(ctx, tenantId, q.workStatus === undefined ? [4, 3] : [q.workStatus], where, q);
  if (!auth) return { records: [], total: 0 };
  if (!isAdmin(auth)) {
    const classes = await managedClassIds(ctx.db, auth);
    const mine = eq(w.userId, auth.userId);
    where.push(
      classes.length
        ? (or(
            mine,
            inArray(
              w.userId,
              ctx.db
                .select({ userId: sysUserDepart.userId })
                .from(sysUserDepart)
                .where(inArray(sysUserDepart.departId, classes)),
            ),
          ) as SQL)
        : mine,
    );
  }
  return pageOfStates(ctx, tenantId, [q.workStatus], where, q);
}

/** Featured works (status 4) of the caller's tenant, newest first. */
export function greatWorks(
  ctx: AppContext,
  auth: AuthContext | null,
  q: { pageNo: number; pageSize: number; workType?: number },
): Promise<GalleryPage> {
  return pageOfStates(ctx, tenantOf(auth), [4], filters(q), { ...q, orderBy: 'saveTime' });
}

/** My collected works that I may still see (public or my own), latest collected first. */
export async function myCollects(
  ctx: AppContext,
  auth: AuthContext,
  q: { pageNo: number; pageSize: number },
): Promise<GalleryPage> {
  const s = teachingWorkStar;
  const where = and(
    eq(s.userId, auth.userId),
    eq(s.kind, 'collect'),
    liveScope(w, auth),
    or(inArray(w.workStatus, [3, 4]), eq(w.userId, auth.userId)),
  );
  const [rows, [{ n }]] = await Promise.all([
    ctx.db
      .select(galleryColumns)
      .from(s)
      .innerJoin(w, eq(w.id, s.workId))
      .where(where)
      .orderBy(desc(s.createTime), desc(s.id))
      .limit(q.pageSize)
      .offset((q.pageNo - 1) * q.pageSize),
    ctx.db.select({ n: count() }).from(s).innerJoin(w, eq(w.id, s.workId)).where(where),
  ]);
  return { records: await galleryRows(ctx, auth.tenantId, rows), total: Number(n) };
}
