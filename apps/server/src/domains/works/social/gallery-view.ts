import { type GalleryWork, WORK_STATUSES, WORK_TYPES } from '@ck/shared';
import { and, inArray } from 'drizzle-orm';
import type { AppContext } from '../../../context.ts';
import { formatDateTime } from '../../../platform/http/dates.ts';
import { tenantScope } from '../../../platform/tenancy/tenancy.ts';
import { sysUser } from '../../identity/index.ts';
import { teachingWork } from '../work/work-tables.ts';
import { workFileUrl as workFileUrlOf } from '../work/work-urls.ts';

/** The columns a gallery card needs (never the file path or the grading). */
export const galleryColumns = {
  id: teachingWork.id,
  userId: teachingWork.userId,
  workName: teachingWork.workName,
  workType: teachingWork.workType,
  workStatus: teachingWork.workStatus,
  workCover: teachingWork.workCover,
  viewNum: teachingWork.viewNum,
  starNum: teachingWork.starNum,
  collectNum: teachingWork.collectNum,
  commentNum: teachingWork.commentNum,
  saveTime: teachingWork.saveTime,
};

export type GalleryRecord = {
  id: string;
  userId: string;
  workName: string;
  workType: number;
  workStatus: number;
  workCover: string | null;
  viewNum: number;
  starNum: number;
  collectNum: number;
  commentNum: number;
  saveTime: Date;
};

export interface Author {
  realname: string;
  avatar: string | null;
}

/** Name and avatar of users of one tenant, by id (a student's real name, else the account). */
export async function authorsOf(
  ctx: AppContext,
  tenantId: string,
  ids: string[],
): Promise<Map<string, Author>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const rows = await ctx.db
    .select({
      id: sysUser.id,
      realname: sysUser.realname,
      username: sysUser.username,
      avatar: sysUser.avatar,
    })
    .from(sysUser)
    .where(and(tenantScope(sysUser, tenantId), inArray(sysUser.id, unique)));
  return new Map(rows.map((r) => [r.id, { realname: r.realname || r.username, avatar: r.avatar }]));
}

const label = (map: Record<number, string>, code: number) => map[code] ?? String(code);

/** Gallery cards with their authors and signed cover / avatar links. */
export async function galleryRows(
  ctx: AppContext,
  tenantId: string,
  records: GalleryRecord[],
): Promise<GalleryWork[]> {
  const authors = await authorsOf(
    ctx,
    tenantId,
    records.map((r) => r.userId),
  );
  return records.map((r) => {
    const author = authors.get(r.userId);
    return {
      id: r.id,
      userId: r.userId,
      workName: r.workName,
      workType: r.workType,
      workType_dictText: label(WORK_TYPES, r.workType),
      workStatus: r.workStatus,
      workStatus_dictText: label(WORK_STATUSES, r.workStatus),
      coverFileKey_url: workFileUrlOf(ctx, r.workCover),
      viewNum: r.viewNum,
      starNum: r.starNum,
      collectNum: r.collectNum,
      commentNum: r.commentNum,
      realname: author?.realname ?? '',
      avatar_url: workFileUrlOf(ctx, author?.avatar),
      saveTime: formatDateTime(r.saveTime),
    };
  });
}
