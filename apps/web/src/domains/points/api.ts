import type {
  MyClass,
  MyPoints,
  PageResult,
  PointsAdminRow,
  PointsAwardBody,
  PointsAwardResult,
  PointsLedgerItem,
  PointsRankRow,
  PointsRule,
  PointsRuleSaveBody,
  SignInResult,
  SignInStatus,
} from '@ck/shared';
import { downloadFile, type Params, postAction, unwrap } from '../../api/client.ts';
import { getResult, postResult } from '../../api/result-calls.ts';

export const POINTS_KEY = ['points'] as const;
/** The balance's own key: the header and the profile card read it too. */
export const MY_POINTS_KEY = ['my-points'] as const;
const BASE = '/teaching/teachingJifen';
const RULE = '/teaching/teachingJifenRule';

export const fetchMyPoints = () => getResult<MyPoints>(`${BASE}/getMyJifen`, undefined, true);
export const fetchMyLedger = (params: Params) =>
  getResult<PageResult<PointsLedgerItem>>(`${BASE}/myList`, params);
export const fetchSignInStatus = () => getResult<SignInStatus>(`${BASE}/signInStatus`, undefined, true);
/** Quiet: the page shows the answer ("今天已经签到过了" ...) itself. */
export const signInToday = async () => {
  const res = await postAction<SignInResult>(`${BASE}/signIn`, {}, { quiet: true });
  return { ...unwrap(res), message: res.message };
};

export const fetchRules = () => getResult<PointsRule[]>(`${RULE}/list`);
export const saveRules = (body: PointsRuleSaveBody) => postResult<PointsRule[]>(`${RULE}/save`, body, true);

export const listLedger = (params: Params) => getResult<PageResult<PointsAdminRow>>(`${BASE}/list`, params);
export const exportLedger = (params: Params) => downloadFile(`${BASE}/exportXls`, params, '积分流水.xlsx');
export const awardPoints = (body: PointsAwardBody) =>
  postResult<PointsAwardResult>(`${BASE}/award`, body, true);
export const fetchClassRank = (classId: string) =>
  getResult<PointsRankRow[]>(`${BASE}/classRank`, { classId });
/** The classes the caller manages (teachers their own, administrators all). */
export const fetchMyClasses = () => getResult<MyClass[]>('/teaching/myClass/list', undefined, true);
