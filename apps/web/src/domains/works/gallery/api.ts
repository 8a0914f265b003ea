import type {
  CollectResult,
  GalleryWork,
  LeaderboardOrder,
  MyStar,
  PageResult,
  StarResult,
  WorkComment,
  WorkRow,
  WorkUserInfo,
  WorkVersion,
} from '@ck/shared';
import { deleteAction, getAction, postAction, putAction, unwrap } from '../../../api/client.ts';

const WORK = '/teaching/teachingWork';
const quiet = { quiet: true };

export type { GalleryWork, WorkComment };
export type GalleryOrder = LeaderboardOrder;

export interface GalleryQuery {
  orderBy: GalleryOrder;
  workType?: number;
  workName?: string;
  workStatus?: number;
  pageNo: number;
  pageSize: number;
}

export interface MineQuery {
  workName?: string;
  workType?: number;
  workStatus?: number;
  workScene?: string;
  pageNo: number;
  pageSize: number;
}

/** An extra homework of my classes with my work's state (`mineAdditionalWork`). */
export interface MyAdditionalWork {
  id: string;
  workName: string;
  codeType: number;
  codeType_dictText: string;
  endTime: string | null;
  departName: string;
  /** `notStarted`, `open` or `ended`. */
  window: string;
  myWork: { id: string; workStatus: number; score: number | null; comment: string | null } | null;
}

/** Lists answer either a page or a bare array; the gallery shows both the same way. */
function asPage<T>(value: PageResult<T> | T[] | null | undefined): PageResult<T> {
  if (Array.isArray(value))
    return { records: value, total: value.length, size: value.length, current: 1, pages: 1 };
  return value ?? { records: [], total: 0, size: 0, current: 1, pages: 0 };
}

export const fetchLeaderboard = async (query: GalleryQuery) =>
  asPage(unwrap(await getAction<PageResult<GalleryWork>>(`${WORK}/leaderboard`, { ...query }, quiet)));

export const fetchGreatWorks = async () =>
  asPage(
    unwrap(
      await getAction<PageResult<GalleryWork> | GalleryWork[]>(`${WORK}/greatWork`, { pageSize: 8 }, quiet),
    ),
  ).records;

export const fetchWork = async (id: string) =>
  unwrap(await getAction<WorkRow>(`${WORK}/queryById`, { id }, quiet));

export const fetchAuthor = async (userId: string) =>
  unwrap(await getAction<WorkUserInfo>(`${WORK}/userInfo`, { userId }, quiet));

export const fetchMyWorks = async (query: MineQuery) =>
  asPage(unwrap(await getAction<PageResult<WorkRow>>(`${WORK}/mine`, { ...query }, quiet)));

export const fetchMyCollect = async (pageNo: number, pageSize: number) =>
  asPage(unwrap(await getAction<PageResult<GalleryWork>>(`${WORK}/myCollect`, { pageNo, pageSize }, quiet)));

export const fetchMyAdditionalWorks = async () =>
  asPage(
    unwrap(
      await getAction<PageResult<MyAdditionalWork> | MyAdditionalWork[]>(
        `${WORK}/mineAdditionalWork`,
        {},
        quiet,
      ),
    ),
  ).records;

export const fetchVersions = async (id: string) =>
  unwrap(await getAction<WorkVersion[]>(`${WORK}/versions`, { id }, quiet)) ?? [];

export const fetchMyStar = async (workId: string) =>
  unwrap(await getAction<MyStar>(`${WORK}/myStar`, { workId }, quiet));

export const toggleStar = async (workId: string) =>
  unwrap(await getAction<StarResult>(`${WORK}/starWork`, { workId }));

export const toggleCollect = async (workId: string) =>
  unwrap(await getAction<CollectResult>(`${WORK}/collectWork`, { workId }));

export const fetchComments = async (workId: string, pageNo: number, pageSize: number) =>
  asPage(
    unwrap(
      await getAction<PageResult<WorkComment>>(
        `${WORK}/getWorkComments`,
        { workId, pageNo, pageSize },
        quiet,
      ),
    ),
  );

export const saveComment = async (workId: string, comment: string) =>
  unwrap(await postAction<unknown>(`${WORK}/saveComment`, { workId, comment }));

export const reportComment = async (commentId: string, reason: string) =>
  unwrap(await postAction<unknown>(`${WORK}/reportComment`, { commentId, reason }));

export const hideComment = async (commentId: string, hidden: boolean) =>
  unwrap(await putAction<unknown>(`${WORK}/hideComment`, { commentId, hidden }));

export const setWorkStatus = async (id: string, workStatus: 2 | 3 | 4) =>
  unwrap(await putAction<unknown>(`${WORK}/setStatus`, { id, workStatus }));

export const remixWork = async (id: string) =>
  unwrap(await postAction<{ id: string }>(`${WORK}/remix`, { id }));

export const renameWork = async (id: string, workName: string) =>
  unwrap(await putAction<unknown>(`${WORK}/edit`, { id, workName }));

export const deleteWork = async (id: string) => unwrap(await deleteAction<unknown>(`${WORK}/delete`, { id }));

export const sendWork = async (sendWorkId: string, userIdList: string[]) =>
  unwrap(await postAction<unknown>(`${WORK}/sendWork`, { sendWorkId, userIdList }));
