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
import { deleteResult, getResult, postResult, putResult } from '../../api/result-calls.ts';

// The public site's header menu reads the node type from here.
export type { FrontMenuNode } from '@ck/shared';

export const fetchUserMenu = () => getResult<FrontMenuNode[]>('/teaching/menu/getUserMenu', undefined, true);
export const fetchMenuTree = () => getResult<FrontMenuNode[]>('/teaching/menu/list');
export const addFrontMenu = (body: FrontMenuAddBody) =>
  postResult<{ id: string }>('/teaching/menu/add', body, true);
export const editFrontMenu = (body: FrontMenuEditBody) => putResult<null>('/teaching/menu/edit', body, true);
export const deleteFrontMenu = (id: string) => deleteResult<null>('/teaching/menu/delete', { id });

export const fetchFrontNews = (params: FrontNewsListQuery) =>
  getResult<PageResult<FrontNewsSummary>>('/teaching/news/front/list', params, true);
export const fetchNewsDetail = (id: string) =>
  getResult<FrontNewsDetail>('/teaching/news/front/detail', { id }, true);

/** The user's recent papers: createTime desc, page 1, size 10 (SPEC §7). */
export const fetchRecentPapers = (pageSize = 10) =>
  getResult<PageResult<UserPaperRecord>>(
    '/teaching/teachingUserPaper/listpaper',
    { pageNo: 1, pageSize, column: 'createTime', order: 'desc' },
    true,
  );

export const saveIndexConfig = (body: IndexConfigBody) =>
  putResult<null>('/teaching/indexConfig/save', body, true);
