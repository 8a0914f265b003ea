import type { PageResult } from '@ck/shared';
import { deleteAction, getAction, postAction, putAction, unwrap } from '../../api/client.ts';

/** A node of the public site's menu (`GET /teaching/menu/getUserMenu`). */
export interface FrontMenuNode {
  id: string;
  parentId?: string | null;
  route?: string;
  title: string;
  url: string;
  icon?: string | null;
  sortNo?: number;
  needLogin?: boolean;
  internalOrExternal?: boolean;
  status?: number;
  children?: FrontMenuNode[];
}

export interface NewsSummary {
  id: string;
  title: string;
  cover?: string | null;
  summary?: string | null;
  publishTime?: string | null;
}

export interface NewsDetail extends NewsSummary {
  content: string;
}

/** One exam record of the user (SPEC §3 "Recent exam", "User paper record"). */
export interface UserPaperRecord {
  id: string;
  paperId?: string;
  paperId_dictText?: string;
  gotScore?: number | null;
  totalScore?: number | null;
  userPaperStatus?: string;
  createTime?: string;
  submitTime?: string;
}

export const fetchUserMenu = async () =>
  unwrap(await getAction<FrontMenuNode[]>('/teaching/menu/getUserMenu', undefined, { quiet: true }));
export const fetchMenuTree = async () => unwrap(await getAction<FrontMenuNode[]>('/teaching/menu/list'));
export const addFrontMenu = async (body: Partial<FrontMenuNode>) =>
  unwrap(await postAction<{ id: string }>('/teaching/menu/add', body, { quiet: true }));
export const editFrontMenu = async (body: Partial<FrontMenuNode>) =>
  unwrap(await putAction<null>('/teaching/menu/edit', body, { quiet: true }));
export const deleteFrontMenu = async (id: string) =>
  unwrap(await deleteAction<null>('/teaching/menu/delete', { id }));

export const fetchFrontNews = async (params: { pageNo: number; pageSize: number; keyword?: string }) =>
  unwrap(await getAction<PageResult<NewsSummary>>('/teaching/news/front/list', params, { quiet: true }));
export const fetchNewsDetail = async (id: string) =>
  unwrap(await getAction<NewsDetail>('/teaching/news/front/detail', { id }, { quiet: true }));

/** The user's recent papers: createTime desc, page 1, size 10 (SPEC §7). */
export const fetchRecentPapers = async (pageSize = 10) =>
  unwrap(
    await getAction<PageResult<UserPaperRecord>>(
      '/teaching/teachingUserPaper/listpaper',
      { pageNo: 1, pageSize, column: 'createTime', order: 'desc' },
      { quiet: true },
    ),
  );

export interface IndexConfigPayload {
  indexConfig: {
    indexLogo: string;
    ifshopping: boolean;
    mybutton: boolean;
    buttonList: { title: string; desc: string }[];
  };
  joinClassText?: string;
  banner?: string[];
  bannerLinks?: string[];
}
export const saveIndexConfig = async (body: IndexConfigPayload) =>
  unwrap(await putAction<null>('/teaching/indexConfig/save', body, { quiet: true }));
