import type {
  ContestBoard,
  ContestPhase,
  ContestRuleType,
  ContestSchoolRankRow,
  PageResult,
} from '@ck/shared';
import { getAction, postAction, unwrap } from '../../../api/client.ts';
import { clockOffset } from './race-time.ts';

const CONTEST = '/teaching/teachingContest';
const GROUP = '/teaching/teachingContestClass';

/** Cache roots of the public contest pages. */
export const RACE_KEY = ['race'] as const;
export const raceListKey = (params: RaceListParams) => [...RACE_KEY, 'list', params] as const;
export const raceDetailKey = (id: string) => [...RACE_KEY, 'detail', id] as const;
export const raceGroupsKey = (contestId: string) => [...RACE_KEY, 'groups', contestId] as const;
export const raceBoardKey = (contestId: string, groupId: string) =>
  [...RACE_KEY, 'board', contestId, groupId] as const;
export const raceSchoolKey = (contestId: string, groupId: string) =>
  [...RACE_KEY, 'school-rank', contestId, groupId] as const;

/** A published contest as `publicList` lists it. */
export interface RaceContest {
  id: string;
  contestName: string;
  cover: string | null;
  ruleType: ContestRuleType;
  ruleType_dictText: string;
  registerStart: string | null;
  registerEnd: string | null;
  startTime: string;
  endTime: string;
  /** Minutes of a personal timer; null: everyone runs from start to end. */
  duration: number | null;
  lockTime: string | null;
  isPublic: number;
  isPractice: number;
  phase: ContestPhase;
  participants: number;
  groups: { id: string; className: string }[];
  serverTime?: string;
}

/** The signed-in viewer's participation. */
export interface RaceMe {
  groupId: string;
  groupName: string;
  realname: string;
  schoolName: string | null;
  startedAt: string | null;
}

/** `publicDetail`: the list fields plus intro, rules, visibility, schools and my participation. */
export interface RaceDetail extends RaceContest {
  intro: string | null;
  rules: string | null;
  boardVisibility: number;
  schools: { id: string; schoolName: string }[];
  me?: RaceMe | null;
}

/** A group as `teachingContestClass/publicList` lists it. */
export interface RaceGroup {
  id: string;
  className: string;
  description: string | null;
  problemCount: number;
}

export interface RaceRegisterBody {
  contestId: string;
  groupId: string;
  realname: string;
  schoolId?: string;
  schoolName?: string;
  grade?: string;
  guardianPhone?: string;
}

export interface RedeemResult {
  contestId: string;
  groupId: string;
  contestName: string;
  groupName: string;
}

export interface RaceListParams {
  phase?: ContestPhase;
  pageNo: number;
  pageSize: number;
  /** 1: practice contests only; 0: real contests only. */
  practice: 0 | 1;
}

/** What came back with the server's clock: `offsetMs` is server time minus local time. */
export interface Timed<T> {
  data: T;
  offsetMs: number;
}

/** The pages show every message themselves (inline, or as a friendly result). */
const quiet = { quiet: true };

/** Runs a call and measures the clock offset from the `serverTime` it answers with. */
async function timed<T>(call: () => Promise<T>, serverTimeOf: (value: T) => string | undefined) {
  const sentAt = Date.now();
  const data = await call();
  return { data, offsetMs: clockOffset(serverTimeOf(data), sentAt, Date.now()) } satisfies Timed<T>;
}

type RaceListPage = PageResult<RaceContest> & { serverTime?: string };

/** A page of contests, or a bare array: both are shown the same way. */
function asPage(value: RaceListPage | RaceContest[] | null | undefined): RaceListPage {
  if (Array.isArray(value))
    return { records: value, total: value.length, size: value.length, current: 1, pages: 1 };
  return value ?? { records: [], total: 0, size: 0, current: 1, pages: 0 };
}

export const raceApi = {
  list: (params: RaceListParams) =>
    timed(
      async () =>
        asPage(
          unwrap(
            await getAction<RaceListPage | RaceContest[]>(`${CONTEST}/publicList`, { ...params }, quiet),
          ),
        ),
      (page) => page.serverTime ?? page.records[0]?.serverTime,
    ),
  detail: (id: string) =>
    timed(
      async () => unwrap(await getAction<RaceDetail>(`${CONTEST}/publicDetail`, { id }, quiet)),
      (d) => d.serverTime,
    ),
  groups: async (contestId: string) =>
    unwrap(await getAction<RaceGroup[]>(`${GROUP}/publicList`, { contestId }, quiet)) ?? [],
  register: async (body: RaceRegisterBody) =>
    unwrap(await postAction<unknown>(`${CONTEST}/register`, body, quiet)),
  redeem: async (code: string) =>
    unwrap(await postAction<RedeemResult>(`${CONTEST}/redeem`, { code }, quiet)),
  board: async (contestId: string, groupId: string) =>
    unwrap(await getAction<ContestBoard>(`${CONTEST}/rank`, { contestId, groupId }, quiet)),
  schoolRank: async (contestId: string, groupId: string) =>
    unwrap(await getAction<ContestSchoolRankRow[]>(`${CONTEST}/schoolRank`, { contestId, groupId }, quiet)) ??
    [],
};

/** Paths of the contest pages. */
export const racePaths = {
  list: '/home-page/raceList',
  siteList: '/home/rc-race-list',
  practice: '/home-page/caseRace',
  login: '/user/raceLogin',
  home: (id: string) => `/home-page/raceHome?id=${encodeURIComponent(id)}`,
  arena: (contestId: string) => `/home-page/raceArena?contestId=${encodeURIComponent(contestId)}`,
  rank: (contestId: string, groupId?: string) =>
    `/home-page/raceRank?contestId=${encodeURIComponent(contestId)}${
      groupId ? `&groupId=${encodeURIComponent(groupId)}` : ''
    }`,
  /** Race login that comes back to `redirect` (a same-site path) afterwards. */
  loginBack: (redirect: string) => `/user/raceLogin?redirect=${encodeURIComponent(redirect)}`,
};
