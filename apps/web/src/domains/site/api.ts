import type {
  FrontMenuAddBody,
  FrontMenuEditBody,
  FrontMenuNode,
  FrontNewsDetail,
  FrontNewsListQuery,
  FrontNewsSummary,
  IndexConfigBody,
  PageResult,
  UserPaperRecord,
} from '@ck/shared';
import { deleteAction, getAction, postAction, putAction, unwrap } from '../../api/client.ts';

// The public site's header menu reads the node type from here.
export type { FrontMenuNode } from '@ck/shared';

export const fetchUserMenu = async () =>
  unwrap(await getAction<FrontMenuNode[]>('/teaching/menu/getUserMenu', undefined, { quiet: true }));
export const fetchMenuTree = async () => unwrap(await getAction<FrontMenuNode[]>('/teaching/menu/list'));
export const addFrontMenu = async (body: FrontMenuAddBody) =>
  unwrap(await postAction<{ id: string }>('/teaching/menu/add', body, { quiet: true }));
export const editFrontMenu = async (body: FrontMenuEditBody) =>
  unwrap(await putAction<null>('/teaching/menu/edit', body, { quiet: true }));
export const deleteFrontMenu = async (id: string) =>
  unwrap(await deleteAction<null>('/teaching/menu/delete', { id }));

export const fetchFrontNews = async (params: FrontNewsListQuery) =>
  unwrap(await getAction<PageResult<FrontNewsSummary>>('/teaching/news/front/list', params, { quiet: true }));
export const fetchNewsDetail = async (id: string) =>
  unwrap(await getAction<FrontNewsDetail>('/teaching/news/front/detail', { id }, { quiet: true }));

/** The user's recent papers: createTime desc, page 1, size 10 (SPEC §7). */
export const fetchRecentPapers = async (pageSize = 10) =>
  unwrap(
    await getAction<PageResult<UserPaperRecord>>(
      '/teaching/teachingUserPaper/listpaper',
      { pageNo: 1, pageSize, column: 'createTime', order: 'desc' },
      { quiet: true },
    ),
  );

export const saveIndexConfig = async (body: IndexConfigBody) =>
  unwrap(await putAction<null>('/teaching/indexConfig/save', body, { quiet: true }));
