import type {
  Contest,
  ContestAddBody,
  ContestClass,
  ContestClassAddBody,
  ContestSchoolAddBody,
  ContestTeamAddBody,
  PageResult,
  ParticipantAddBody,
} from '@ck/shared';
import { downloadFile, type Params, toQuery, unwrap, uploadAction } from '../../../api/client.ts';
import { deleteResult, getResult, postResult, putResult } from '../../../api/result-calls.ts';
import type { ImportResult } from '../../../api/types.ts';
import { problemOption, searchProblemOptions } from '../../judge/problem-options.ts';
import type { ContestCodeRow, ContestSchool, ContestTeam, Participant, ParticipantHistory } from './types.ts';

const BASE = '/teaching';
const CONTEST = `${BASE}/teachingContest`;
const GROUP = `${BASE}/teachingContestClass`;
const SCHOOL = `${BASE}/teachingContestSchool`;
const TEAM = `${BASE}/teachingTeam`;
const PARTICIPANT = `${BASE}/teachingUserOtherInfo`;
const CODE = `${BASE}/teachingContestCode`;

/** Cache roots: a save refreshes every list under its root; CONTEST_ADMIN_KEY holds them all. */
export const CONTEST_ADMIN_KEY = ['contest', 'admin'] as const;
export const CONTESTS_KEY = [...CONTEST_ADMIN_KEY, 'contests'] as const;
export const GROUPS_KEY = [...CONTEST_ADMIN_KEY, 'groups'] as const;
export const SCHOOLS_KEY = [...CONTEST_ADMIN_KEY, 'schools'] as const;
export const TEAMS_KEY = [...CONTEST_ADMIN_KEY, 'teams'] as const;
export const PARTICIPANTS_KEY = [...CONTEST_ADMIN_KEY, 'participants'] as const;
export const HISTORY_KEY = [...CONTEST_ADMIN_KEY, 'history'] as const;
export const CODES_KEY = [...CONTEST_ADMIN_KEY, 'codes'] as const;

const del = (url: string, id: string) => deleteResult<unknown>(url, { id });

/** What the contest form sends (the wire form of `contestAddBody`: times as text). */
export type ContestBody = Omit<
  ContestAddBody,
  'registerStart' | 'registerEnd' | 'startTime' | 'endTime' | 'lockTime' | 'duration'
> & {
  registerStart: string | null;
  registerEnd: string | null;
  startTime: string;
  endTime: string;
  lockTime: string | null;
  duration: number | null;
};

export type GroupBody = Omit<ContestClassAddBody, 'contestId'>;

export type SchoolBody = ContestSchoolAddBody;
export type TeamBody = ContestTeamAddBody;
export type ParticipantBody = ParticipantAddBody;

export const contestApi = {
  list: (params: Params) => getResult<PageResult<Contest>>(`${CONTEST}/list`, params),
  get: (id: string) => getResult<Contest>(`${CONTEST}/queryById`, { id }),
  add: (body: ContestBody) => postResult<Contest>(`${CONTEST}/add`, body, true),
  edit: (body: Partial<ContestBody> & { id: string }) => putResult<Contest>(`${CONTEST}/edit`, body, true),
  remove: (id: string) => del(`${CONTEST}/delete`, id),
};

export const groupApi = {
  list: (contestId: string) => getResult<ContestClass[]>(`${GROUP}/list`, { contestId }),
  add: (body: GroupBody & { contestId: string }) => postResult<ContestClass>(`${GROUP}/add`, body, true),
  edit: (body: GroupBody & { id: string }) => putResult<ContestClass>(`${GROUP}/edit`, body, true),
  remove: (id: string) => del(`${GROUP}/delete`, id),
};

export const schoolApi = {
  list: (contestId: string) => getResult<ContestSchool[]>(`${SCHOOL}/list`, { contestId }),
  add: (body: SchoolBody) => postResult<unknown>(`${SCHOOL}/add`, body, true),
  edit: (body: Omit<SchoolBody, 'contestId'> & { id: string }) =>
    putResult<unknown>(`${SCHOOL}/edit`, body, true),
  remove: (id: string) => del(`${SCHOOL}/delete`, id),
};

export const teamApi = {
  list: (contestId: string) => getResult<ContestTeam[]>(`${TEAM}/list`, { contestId }),
  add: (body: TeamBody) => postResult<unknown>(`${TEAM}/add`, body, true),
  edit: (body: TeamBody & { id: string }) => putResult<unknown>(`${TEAM}/edit`, body, true),
  remove: (id: string) => del(`${TEAM}/delete`, id),
};

export const participantApi = {
  list: (params: Params) => getResult<PageResult<Participant>>(`${PARTICIPANT}/list`, params),
  add: (body: ParticipantBody) => postResult<unknown>(`${PARTICIPANT}/add`, body, true),
  edit: (body: Omit<ParticipantBody, 'contestId' | 'username'> & { id: string }) =>
    putResult<unknown>(`${PARTICIPANT}/edit`, body, true),
  remove: (id: string) => del(`${PARTICIPANT}/delete`, id),
  exportXls: (contestId: string, contestName: string) =>
    downloadFile(`${PARTICIPANT}/exportXls`, { contestId }, `${contestName || '赛事'}参赛学生.xlsx`),
  /** The contest goes in the query and in the form (before the file, so a streaming parser sees it). */
  importXls: async (contestId: string, file: File) => {
    const form = new FormData();
    form.append('contestId', contestId);
    form.append('file', file);
    return unwrap(
      await uploadAction<ImportResult>(`${PARTICIPANT}/importExcel${toQuery({ contestId })}`, form, {
        quiet: true,
        timeoutMs: 300_000,
      }),
    );
  },
  history: (params: Params) => getResult<PageResult<ParticipantHistory>>(`${PARTICIPANT}/history`, params),
};

/** The most codes one print run holds. */
export const MAX_PRINT_CODES = 2000;

export const codeApi = {
  generate: (body: { contestId: string; groupId: string; count: number }) =>
    postResult<{ codes: string[] }>(`${CODE}/generate`, body, true),
  list: (params: Params) => getResult<PageResult<ContestCodeRow>>(`${CODE}/list`, params),
  /** Every code matching the filter (up to `MAX_PRINT_CODES`), for printing. */
  all: async (params: Params) => {
    const rows: ContestCodeRow[] = [];
    for (let pageNo = 1; rows.length < MAX_PRINT_CODES; pageNo++) {
      const page = await getResult<PageResult<ContestCodeRow>>(`${CODE}/list`, {
        ...params,
        pageNo,
        pageSize: 200,
      });
      rows.push(...page.records);
      if (page.records.length < 200 || rows.length >= page.total) break;
    }
    return rows.slice(0, MAX_PRINT_CODES);
  },
  exportXls: (contestId: string, groupId: string | undefined, fileName: string) =>
    downloadFile(`${CODE}/exportXls`, { contestId, groupId }, fileName),
};

// What the group form chooses from: judge problems (papers through the exam domain's picker).
export const pickApi = {
  problems: (keyword?: string) => searchProblemOptions(keyword),
  /** One problem by id: the title of a problem already in a group. */
  problem: problemOption,
};
