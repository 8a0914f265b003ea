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
import { deleteResult, getResult, postResult, putResult } from '../../../api/result-calls.ts';

const WORK = '/teaching/teachingWork';

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
  asPage(await getResult<PageResult<GalleryWork>>(`${WORK}/leaderboard`, { ...query }, true));

export const fetchGreatWorks = async () =>
  asPage(await getResult<PageResult<GalleryWork> | GalleryWork[]>(`${WORK}/greatWork`, { pageSize: 8 }, true))
    .records;

export const fetchWork = (id: string) => getResult<WorkRow>(`${WORK}/queryById`, { id }, true);

export const fetchAuthor = (userId: string) => getResult<WorkUserInfo>(`${WORK}/userInfo`, { userId }, true);

export const fetchMyWorks = async (query: MineQuery) =>
  asPage(await getResult<PageResult<WorkRow>>(`${WORK}/mine`, { ...query }, true));

export const fetchMyCollect = async (pageNo: number, pageSize: number) =>
  asPage(await getResult<PageResult<GalleryWork>>(`${WORK}/myCollect`, { pageNo, pageSize }, true));

export const fetchMyAdditionalWorks = async () =>
  asPage(
    await getResult<PageResult<MyAdditionalWork> | MyAdditionalWork[]>(
      `${WORK}/mineAdditionalWork`,
      {},
      true,
    ),
  ).records;

export const fetchVersions = async (id: string) =>
  (await getResult<WorkVersion[]>(`${WORK}/versions`, { id }, true)) ?? [];

export const fetchMyStar = (workId: string) => getResult<MyStar>(`${WORK}/myStar`, { workId }, true);

export const toggleStar = (workId: string) => getResult<StarResult>(`${WORK}/starWork`, { workId });

export const toggleCollect = (workId: string) => getResult<CollectResult>(`${WORK}/collectWork`, { workId });

export const fetchComments = async (workId: string, pageNo: number, pageSize: number) =>
  asPage(
    await getResult<PageResult<WorkComment>>(`${WORK}/getWorkComments`, { workId, pageNo, pageSize }, true),
  );

export const saveComment = (workId: string, comment: string) =>
  postResult<unknown>(`${WORK}/saveComment`, { workId, comment });

export const reportComment = (commentId: string, reason: string) =>
  postResult<unknown>(`${WORK}/reportComment`, { commentId, reason });

export const hideComment = (commentId: string, hidden: boolean) =>
  putResult<unknown>(`${WORK}/hideComment`, { commentId, hidden });

export const setWorkStatus = (id: string, workStatus: 2 | 3 | 4) =>
  putResult<unknown>(`${WORK}/setStatus`, { id, workStatus });

export const remixWork = (id: string) => postResult<{ id: string }>(`${WORK}/remix`, { id });

export const renameWork = (id: string, workName: string) =>
  putResult<unknown>(`${WORK}/edit`, { id, workName });

export const deleteWork = (id: string) => deleteResult<unknown>(`${WORK}/delete`, { id });

export const sendWork = (sendWorkId: string, userIdList: string[]) =>
  postResult<unknown>(`${WORK}/sendWork`, { sendWorkId, userIdList });
