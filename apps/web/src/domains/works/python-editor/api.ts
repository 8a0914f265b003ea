import type { UnitWorkInfo } from '@ck/shared';
import { api, unwrap } from '../../../api/client.ts';
import { getResult, postResult } from '../../../api/result-calls.ts';
import { useSession } from '../../../stores/session-store.ts';

/** The fields of a work row (helper A's contract, `/api/teaching/teachingWork`) this editor uses. */
export interface EditorWork {
  id: string;
  userId: string;
  workName: string;
  workType: number;
  workScene: string | null;
  workStatus: number;
  workFile: string | null;
  workFile_url: string | null;
  unitId: string | null;
  additionalId: string | null;
  courseId: string | null;
  score: number | null;
  comment: string | null;
}

/** Extra homework as `mineAdditionalWork` lists it for the student. */
export interface EditorAdditionalWork {
  id: string;
  workName: string;
  codeType: number | null;
  workUrl: string | null;
  workUrl_url: string | null;
  problemId: string | null;
}

export type EditorUnitInfo = UnitWorkInfo & { courseWorkProblemId?: string | null };

const WORK = '/teaching/teachingWork';
export const PYTHON_WORK_TYPE = 4;

export const getWork = (id: string) => getResult<EditorWork>(`${WORK}/queryById`, { id });

/** My work for a unit's or an extra homework's assignment, or null. */
export const myHomeworkWork = (q: { unitId: string } | { additionalId: string }) =>
  getResult<EditorWork | null>(`${WORK}/studentWorkInfo`, q);

export const unitWorkInfo = (unitId: string) =>
  getResult<EditorUnitInfo>('/teaching/teachingCourseUnit/getUnitWorkInfo', { unitId });

/** The student's extra homework with this id (from their published list), or null. */
export async function myAdditionalWork(id: string): Promise<EditorAdditionalWork | null> {
  const answer = await getResult<EditorAdditionalWork[] | { records: EditorAdditionalWork[] }>(
    `${WORK}/mineAdditionalWork`,
    { pageNo: 1, pageSize: 500 },
  );
  const rows = Array.isArray(answer) ? answer : (answer?.records ?? []);
  return rows.find((r) => r.id === id) ?? null;
}

/** Uploads the program (`file`) or its cover PNG (`cover`) -> the stored path to submit. */
export async function uploadWorkPart(kind: 'file' | 'cover', blob: Blob, fileName: string) {
  const form = new FormData();
  form.append('file', blob, fileName);
  const answer = unwrap(
    await api.uploadAction<{ path: string; size: number }>(
      `${WORK}/upload?workType=${PYTHON_WORK_TYPE}&kind=${kind}`,
      form,
    ),
  );
  return answer.path;
}

export interface SubmitWorkBody {
  id?: string;
  workName: string;
  workType: number;
  workFile: string;
  workCover?: string;
  workScene: 'create' | 'course' | 'additional';
  courseId?: string;
  unitId?: string;
  additionalId?: string;
  workStatus: 0 | 1;
}

export const submitWork = (body: SubmitWorkBody) => postResult<{ id: string }>(`${WORK}/submit`, body);

/** The text of a stored file or a signed link (program files are small). */
export async function fetchText(url: string): Promise<string> {
  const token = useSession.getState().token;
  const sameSite = url.startsWith('/');
  const response = await fetch(url, {
    headers: sameSite && token ? { 'X-Access-Token': token } : undefined,
  });
  if (!response.ok) throw new Error(`文件读取失败（${response.status}）`);
  return response.text();
}
