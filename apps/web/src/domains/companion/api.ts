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
import {
  deleteAction,
  downloadFile,
  getAction,
  type Params,
  postAction,
  putAction,
  unwrap,
} from '../../api/client.ts';

const TEST_POWER = '/teaching/teachingTestPower';
const REPORT = '/teaching/teachingReport';
const withId = (path: string, id: string) => `${path}?id=${encodeURIComponent(id)}`;

/** Cache roots: a save under one refreshes every list under it. */
export const TEST_POWER_KEY = ['companion', 'test-power'] as const;
export const REPORT_KEY = ['companion', 'report'] as const;

// Assessments.
export const listTestPowers = async (params: Params) =>
  unwrap(await getAction<PageResult<TestPowerRecord>>(`${TEST_POWER}/list`, params));
export const getTestPower = async (id: string) =>
  unwrap(await getAction<TestPowerRecord>(`${TEST_POWER}/queryById`, { id }));
/** Saves are quiet: the drawer shows the server's message above the form. */
export const addTestPower = async (body: TestPowerBody) =>
  unwrap(await postAction<{ id: string }>(`${TEST_POWER}/add`, body, { quiet: true }));
export const editTestPower = async (body: TestPowerBody & { id: string }) =>
  unwrap(await putAction<unknown>(`${TEST_POWER}/edit`, body, { quiet: true }));
export const deleteTestPower = async (id: string) =>
  unwrap(await deleteAction<unknown>(`${TEST_POWER}/delete`, { id }));
export const copyTestPower = async (id: string) =>
  unwrap(await postAction<{ id: string }>(withId(`${TEST_POWER}/copy`, id), {}));
export const bankQuestions = async (params: Params) =>
  unwrap(await getAction<PageResult<BankQuestionItem>>(`${TEST_POWER}/bankQuestions`, params));

// Reports (leads).
export const listReports = async (params: Params) =>
  unwrap(await getAction<PageResult<ReportRecord>>(`${REPORT}/list`, params));
export const getReport = async (id: string) =>
  unwrap(await getAction<ReportView>(`${REPORT}/queryById`, { id }));
export const followReport = async (body: { id: string; followStatus: string; followNote?: string | null }) =>
  unwrap(await putAction<unknown>(`${REPORT}/edit`, body, { quiet: true }));
export const deleteReport = async (id: string) =>
  unwrap(await deleteAction<unknown>(`${REPORT}/delete`, { id }));
export const resetReport = async (id: string) =>
  unwrap(await postAction<unknown>(withId(`${REPORT}/reset`, id), {}));
export const shareReport = async (id: string) =>
  unwrap(await postAction<ReportShare>(withId(`${REPORT}/share`, id), {}));
export const unshareReport = async (id: string) =>
  unwrap(await deleteAction<unknown>(`${REPORT}/share`, { id }));
export const exportReports = (params: Params) => downloadFile(`${REPORT}/exportXls`, params, '测评线索.xlsx');

// Look-ups of the editors and filters.
/** The organisation's cities (a few dozen at most). */
export const listCities = async () =>
  unwrap(await getAction<PageResult<MpCity>>('/teaching/xcxCity/list', { pageSize: 500 })).records;
/** The courses the organisation may recommend (its own, shared and licensed ones). */
export const listCourseChoices = async () =>
  unwrap(await getAction<PageResult<Course>>('/teaching/teachingCourse/list', { pageSize: 500 })).records;

// The public site.
export const publishedAssessments = async () =>
  unwrap(await getAction<MpAssessmentCard[]>('/mp/v1/assessments', undefined, { quiet: true }));
