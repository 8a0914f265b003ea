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
import { downloadFile, getAction, type Params, postAction, unwrap } from '../../api/client.ts';

export const POINTS_KEY = ['points'] as const;
/** The balance's own key: the header and the profile card read it too. */
export const MY_POINTS_KEY = ['my-points'] as const;
const BASE = '/teaching/teachingJifen';
const RULE = '/teaching/teachingJifenRule';

export const fetchMyPoints = async () =>
  unwrap(await getAction<MyPoints>(`${BASE}/getMyJifen`, undefined, { quiet: true }));
export const fetchMyLedger = async (params: Params) =>
  unwrap(await getAction<PageResult<PointsLedgerItem>>(`${BASE}/myList`, params));
export const fetchSignInStatus = async () =>
  unwrap(await getAction<SignInStatus>(`${BASE}/signInStatus`, undefined, { quiet: true }));
/** Quiet: the page shows the answer ("今天已经签到过了" ...) itself. */
export const signInToday = async () => {
  const res = await postAction<SignInResult>(`${BASE}/signIn`, {}, { quiet: true });
  return { ...unwrap(res), message: res.message };
};

export const fetchRules = async () => unwrap(await getAction<PointsRule[]>(`${RULE}/list`));
export const saveRules = async (body: PointsRuleSaveBody) =>
  unwrap(await postAction<PointsRule[]>(`${RULE}/save`, body, { quiet: true }));

export const listLedger = async (params: Params) =>
  unwrap(await getAction<PageResult<PointsAdminRow>>(`${BASE}/list`, params));
export const exportLedger = (params: Params) => downloadFile(`${BASE}/exportXls`, params, '积分流水.xlsx');
export const awardPoints = async (body: PointsAwardBody) =>
  unwrap(await postAction<PointsAwardResult>(`${BASE}/award`, body, { quiet: true }));
export const fetchClassRank = async (classId: string) =>
  unwrap(await getAction<PointsRankRow[]>(`${BASE}/classRank`, { classId }));
/** The classes the caller manages (teachers their own, administrators all). */
export const fetchMyClasses = async () =>
  unwrap(await getAction<MyClass[]>('/teaching/myClass/list', undefined, { quiet: true }));
