import type { PageResult } from '@ck/shared';
import { deleteAction, getAction, postAction, putAction, unwrap, uploadAction } from '../../api/client.ts';
import type { LoginResult, UserInfo } from '../../api/types.ts';

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

export interface ClassCode {
  departId: string;
  departName: string;
  orgCode: string;
  code: string;
}

export interface NotifySettings {
  announcement: boolean;
  system: boolean;
  message: boolean;
  exam: boolean;
  homework: boolean;
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

export const fetchMyPoints = async () =>
  unwrap(await getAction<number>('/teaching/teachingJifen/getMyJifen', undefined, { quiet: true }));
/** The user's recent papers: createTime desc, page 1, size 10 (SPEC §7). */
export const fetchRecentPapers = async (pageSize = 10) =>
  unwrap(
    await getAction<PageResult<UserPaperRecord>>(
      '/teaching/teachingUserPaper/listpaper',
      { pageNo: 1, pageSize, column: 'createTime', order: 'desc' },
      { quiet: true },
    ),
  );

export const joinClass = async (code: string) =>
  postAction<{ departName: string }>('/teaching/class/join', { code }, { quiet: true });
export const fetchClassCodes = async () => unwrap(await getAction<ClassCode[]>('/teaching/class/codes'));
export const resetClassCode = async (departId: string) =>
  unwrap(await postAction<{ code: string }>('/teaching/class/code/reset', { departId }, { quiet: true }));

/** smsmode: 0 login, 1 register, 2 forgotten password, 3 bind phone. */
export const sendSms = (mobile: string, smsmode: '0' | '1' | '2' | '3') =>
  postAction<null>('/sys/sms', { mobile, smsmode }, { quiet: true });
export const phoneLogin = (mobile: string, captcha: string) =>
  postAction<LoginResult>('/sys/phoneLogin', { mobile, captcha }, { quiet: true });

export interface RegisterPayload {
  username: string;
  password: string;
  confirmPassword: string;
  realname?: string;
  phone?: string;
  smscode?: string;
}
export const register = async (body: RegisterPayload) =>
  unwrap(
    await postAction<{ username: string; className: string | null }>('/sys/user/register', body, {
      quiet: true,
    }),
  );
export const forgetPassword = async (body: {
  mobile: string;
  captcha: string;
  password: string;
  confirmpassword: string;
}) => unwrap(await postAction<{ username: string }>('/sys/user/forgetPassword', body, { quiet: true }));

export const editSelf = async (body: Partial<UserInfo>) =>
  unwrap(await putAction<{ userInfo: UserInfo }>('/sys/user/editSelf', body, { quiet: true }));
export const bindPhone = async (mobile: string, captcha: string) =>
  unwrap(
    await putAction<{ userInfo: UserInfo }>('/sys/user/bindPhone', { mobile, captcha }, { quiet: true }),
  );
export const fetchNotifySettings = async () =>
  unwrap(await getAction<NotifySettings>('/sys/user/notifySettings'));
export const saveNotifySettings = async (body: Partial<NotifySettings>) =>
  unwrap(await putAction<NotifySettings>('/sys/user/notifySettings', body, { quiet: true }));

/** Uploads one file (`POST /sys/common/upload`, fields `file` and `biz`); answers the stored path. */
export async function uploadFile(file: Blob, fileName: string, biz: string): Promise<string> {
  const form = new FormData();
  form.append('biz', biz);
  form.append('file', file, fileName);
  const res = await uploadAction<string>('/sys/common/upload', form, { quiet: true });
  return unwrap(res) || res.message;
}

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
