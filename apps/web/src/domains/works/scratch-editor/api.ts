import type { WorkRow } from '@ck/shared';
import { getAction, unwrap, uploadAction } from '../../../api/client.ts';
import { deleteResult, getResult, postResult } from '../../../api/result-calls.ts';
import type { BackpackEntry, BackpackSaveInput, ScratchLibrary } from './frame/frame-api.ts';

const WORK = '/teaching/teachingWork';
const ASSETS = '/teaching/teachingScratchAssets';

/** Scratch 3 in the work type dictionary. */
export const SCRATCH3_TYPE = 2;

export const fetchScratchLibrary = () =>
  getResult<ScratchLibrary>(`${ASSETS}/getScratchAssets`, undefined, true);

export const listBackpack = (limit: number, offset: number) =>
  getResult<BackpackEntry[]>(`${ASSETS}/backpack`, { limit, offset }, true);

export const saveBackpack = (item: BackpackSaveInput) =>
  postResult<BackpackEntry>(`${ASSETS}/backpack`, item, true);

export const deleteBackpack = async (id: string) => {
  await deleteResult<unknown>(`${ASSETS}/backpack`, { id }, true);
};

export const fetchWork = (id: string) => getResult<WorkRow>(`${WORK}/queryById`, { id }, true);

/** My work for a unit's or an extra homework's assignment, or null. */
export const fetchMyHomeworkWork = (params: { unitId?: string; additionalId?: string }) =>
  getResult<WorkRow | null>(`${WORK}/studentWorkInfo`, params, true);

/** Uploads an .sb3 (kind file) or a stage picture (kind cover); answers the stored path. */
export async function uploadWorkFile(blob: Blob, kind: 'file' | 'cover', fileName: string) {
  const form = new FormData();
  form.append('file', blob, fileName);
  const res = await uploadAction<{ path: string; size: number }>(
    `${WORK}/upload?workType=${SCRATCH3_TYPE}&kind=${kind}`,
    form,
    { quiet: true },
  );
  return unwrap(res).path;
}

export interface SubmitWork {
  id?: string | null;
  workName: string;
  workType: number;
  workFile: string;
  workCover?: string | null;
  workScene: 'create' | 'course' | 'additional';
  courseId?: string | null;
  unitId?: string | null;
  additionalId?: string | null;
  workStatus: 0 | 1;
}

export const submitWork = async (body: SubmitWork) =>
  (await postResult<{ id: string }>(`${WORK}/submit`, body, true)).id;

/** A copy of a public (or my own) work in my works, keeping its origin. */
export const remixWork = async (id: string) =>
  (await postResult<{ id: string }>(`${WORK}/remix`, { id }, true)).id;

/** One of my published extra homework assignments (from `mineAdditionalWork`). */
export interface MyAdditionalWork {
  id: string;
  workName: string;
  workUrl?: string | null;
  workUrl_url?: string | null;
}

export async function fetchMyAdditionalWork(id: string): Promise<MyAdditionalWork | undefined> {
  const result = unwrap(
    await getAction<MyAdditionalWork[] | { records: MyAdditionalWork[] }>(
      `${WORK}/mineAdditionalWork`,
      { pageNo: 1, pageSize: 100 },
      { quiet: true },
    ),
  );
  const rows = Array.isArray(result) ? result : result.records;
  return rows.find((row) => row.id === id);
}
