import { type GoodsRefOption, goodsRefIds, MAX_PACK_PAPERS } from '@ck/shared';
import { and, asc, desc, eq, ilike, inArray } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client.ts';
import { likePattern } from '../../../platform/http/paging.ts';
import { ownOrLicensed } from '../../../platform/tenancy/licensed.ts';
import { liveScope } from '../../../platform/tenancy/tenancy.ts';
import { packPapers } from '../../exam/index.ts';
import { teachingCertTemplate, teachingCourse } from '../../teaching/index.ts';

/** Chosen ids (answered in full) or a picker's search (the first few matches). */
export interface RefLookup {
  ids?: string[];
  keyword?: string;
}

const PICKER_SIZE = 50;
const limitOf = (q: RefLookup) => (q.ids ? Math.max(q.ids.length, 1) : PICKER_SIZE);
const idsFilter = (column: PgColumn, q: RefLookup) =>
  q.ids ? inArray(column, q.ids.length ? q.ids : ['']) : undefined;

/** Live courses of the tenant and those licensed to it. */
async function courseOptions(db: Db, tenantId: string, q: RefLookup): Promise<GoodsRefOption[]> {
  const c = teachingCourse;
  const rows = await db
    .select({ id: c.id, name: c.courseName, tenantId: c.tenantId })
    .from(c)
    .where(
      and(
        ownOrLicensed(c, c.id, tenantId, 'course'),
        eq(c.delFlag, 0),
        idsFilter(c.id, q),
        q.keyword ? ilike(c.courseName, likePattern(q.keyword)) : undefined,
      ),
    )
    .orderBy(asc(c.orderNum), asc(c.createTime), asc(c.id))
    .limit(limitOf(q));
  return rows.map((r) => ({
    value: r.id,
    label: r.name,
    source: r.tenantId === tenantId ? '本机构' : '平台授权',
  }));
}

/** Live certificate templates of the tenant. */
async function templateOptions(db: Db, tenantId: string, q: RefLookup): Promise<GoodsRefOption[]> {
  const t = teachingCertTemplate;
  const rows = await db
    .select({ id: t.id, name: t.name })
    .from(t)
    .where(
      and(
        liveScope(t, tenantId),
        idsFilter(t.id, q),
        q.keyword ? ilike(t.name, likePattern(q.keyword)) : undefined,
      ),
    )
    .orderBy(desc(t.createTime), asc(t.id))
    .limit(limitOf(q));
  return rows.map((r) => ({ value: r.id, label: r.name, source: '本机构' }));
}

/** Papers of the tenant and of its shared library (the platform's shared and licensed papers). */
async function paperOptions(db: Db, tenantId: string, q: RefLookup): Promise<GoodsRefOption[]> {
  const papers = await packPapers(db, tenantId, q);
  return papers.map((p) => ({ value: p.id, label: p.name, source: p.own ? '本机构' : '平台共享' }));
}

interface RefKind {
  label: string;
  /** A paper pack names several papers; a course or a template exactly one. */
  multiple: boolean;
  options: (db: Db, tenantId: string, q: RefLookup) => Promise<GoodsRefOption[]>;
}

/** What a virtual good's `refId` names, by goods type. */
const REF_KINDS: Record<string, RefKind> = {
  '2': { label: '课程', multiple: false, options: courseOptions },
  '3': { label: '证书模板', multiple: false, options: templateOptions },
  '4': { label: '试卷', multiple: true, options: paperOptions },
};

/** The goods form's picker: what a good of the type may name, found by name, plus the chosen ones. */
export async function refOptions(
  db: Db,
  tenantId: string,
  goodsType: string,
  q: { keyword?: string; ids?: string },
): Promise<GoodsRefOption[]> {
  const kind = REF_KINDS[goodsType];
  if (!kind) return [];
  const chosen = goodsRefIds(q.ids);
  const [picked, found] = await Promise.all([
    chosen.length ? kind.options(db, tenantId, { ids: chosen }) : [],
    kind.options(db, tenantId, { keyword: q.keyword || undefined }),
  ]);
  const seen = new Set(picked.map((o) => o.value));
  return [...picked, ...found.filter((o) => !seen.has(o.value))];
}

/** The names of what a good names, in its order (missing ones left out). */
export async function refNames(
  db: Db,
  tenantId: string,
  goodsType: string,
  refId: string | null,
): Promise<string[]> {
  const kind = REF_KINDS[goodsType];
  const ids = goodsRefIds(refId);
  if (!kind || !ids.length) return [];
  const byId = new Map((await kind.options(db, tenantId, { ids })).map((o) => [o.value, o.label]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * A good's `refId` checked and tidied (ids trimmed, repeats dropped): a virtual good names an existing
 * course or template of the tenant (or licensed to it), or up to `MAX_PACK_PAPERS` papers it may sell.
 * A physical good's is left as it is (`undefined`).
 */
export async function checkRef(
  db: Db,
  tenantId: string,
  goodsType: string,
  refId: unknown,
): Promise<{ problem: string } | { refId: string | undefined }> {
  const kind = REF_KINDS[goodsType];
  if (!kind) return { refId: undefined };
  const ids = goodsRefIds(typeof refId === 'string' ? refId : '');
  if (!ids.length) return { problem: `虚拟商品须关联${kind.label}` };
  if (!kind.multiple && ids.length > 1) return { problem: `只能关联一个${kind.label}` };
  if (ids.length > MAX_PACK_PAPERS) return { problem: `试卷包最多包含 ${MAX_PACK_PAPERS} 份试卷` };
  const found = new Set((await kind.options(db, tenantId, { ids })).map((o) => o.value));
  if (ids.some((id) => !found.has(id))) return { problem: `关联的${kind.label}不存在` };
  return { refId: ids.join(',') };
}
