import type {
  BankQuestionItem,
  Course,
  MpAssessmentCard,
  MpCity,
  PageResult,
  ReportRecord,
  ReportShare,
  ReportView,
  TestPowerBody,
  TestPowerRecord,
} from '@ck/shared';
import { downloadFile, type Params } from '../../api/client.ts';
import { deleteResult, getResult, postResult, putResult } from '../../api/result-calls.ts';

const TEST_POWER = '/teaching/teachingTestPower';
const REPORT = '/teaching/teachingReport';
const withId = (path: string, id: string) => `${path}?id=${encodeURIComponent(id)}`;

/** Cache roots: a save under one refreshes every list under it. */
export const TEST_POWER_KEY = ['companion', 'test-power'] as const;
export const REPORT_KEY = ['companion', 'report'] as const;

// Assessments.
export const listTestPowers = (params: Params) =>
  getResult<PageResult<TestPowerRecord>>(`${TEST_POWER}/list`, params);
export const getTestPower = (id: string) => getResult<TestPowerRecord>(`${TEST_POWER}/queryById`, { id });
/** Saves are quiet: the drawer shows the server's message above the form. */
export const addTestPower = (body: TestPowerBody) =>
  postResult<{ id: string }>(`${TEST_POWER}/add`, body, true);
export const editTestPower = (body: TestPowerBody & { id: string }) =>
  putResult<unknown>(`${TEST_POWER}/edit`, body, true);
export const deleteTestPower = (id: string) => deleteResult<unknown>(`${TEST_POWER}/delete`, { id });
export const copyTestPower = (id: string) => postResult<{ id: string }>(withId(`${TEST_POWER}/copy`, id), {});
export const bankQuestions = (params: Params) =>
  getResult<PageResult<BankQuestionItem>>(`${TEST_POWER}/bankQuestions`, params);

// Reports (leads).
export const listReports = (params: Params) => getResult<PageResult<ReportRecord>>(`${REPORT}/list`, params);
export const getReport = (id: string) => getResult<ReportView>(`${REPORT}/queryById`, { id });
export const followReport = (body: { id: string; followStatus: string; followNote?: string | null }) =>
  putResult<unknown>(`${REPORT}/edit`, body, true);
export const deleteReport = (id: string) => deleteResult<unknown>(`${REPORT}/delete`, { id });
export const resetReport = (id: string) => postResult<unknown>(withId(`${REPORT}/reset`, id), {});
export const shareReport = (id: string) => postResult<ReportShare>(withId(`${REPORT}/share`, id), {});
export const unshareReport = (id: string) => deleteResult<unknown>(`${REPORT}/share`, { id });
export const exportReports = (params: Params) => downloadFile(`${REPORT}/exportXls`, params, '测评线索.xlsx');

// Look-ups of the editors and filters.
/** The organisation's cities (a few dozen at most). */
export const listCities = async () =>
  (await getResult<PageResult<MpCity>>('/teaching/xcxCity/list', { pageSize: 500 })).records;
/** The courses the organisation may recommend (its own, shared and licensed ones). */
export const listCourseChoices = async () =>
  (await getResult<PageResult<Course>>('/teaching/teachingCourse/list', { pageSize: 500 })).records;

// The public site.
export const publishedAssessments = () =>
  getResult<MpAssessmentCard[]>('/mp/v1/assessments', undefined, true);
