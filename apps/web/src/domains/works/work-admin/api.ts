import type {
  AdditionalWork,
  CorrectQueueRow,
  MyAdditionalWork,
  MyClass,
  PageResult,
  ScratchAsset,
  Unit,
  UploadedAsset,
  WorkCorrectRow,
  WorkRow,
  WorkUploadResult,
} from '@ck/shared';
import { downloadFile, type Params, unwrap, uploadAction } from '../../../api/client.ts';
import { importExcel } from '../../../api/import-excel.ts';
import { deleteResult, getResult, postResult, putResult } from '../../../api/result-calls.ts';
import { searchProblemOptions } from '../../judge/problem-options.ts';

const WORK = '/teaching/teachingWork';
const EXTRA = '/teaching/teachingAdditionalWork';
const ASSETS = '/teaching/teachingScratchAssets';

/** Cache roots: saving anything under one refreshes every list under it. */
export const WORKS_KEY = ['works', 'admin', 'works'] as const;
export const QUEUE_KEY = ['works', 'admin', 'queue'] as const;
export const EXTRA_KEY = ['works', 'admin', 'additional'] as const;
export const MINE_EXTRA_KEY = ['works', 'mine-additional'] as const;
export const ASSETS_KEY = ['works', 'admin', 'assets'] as const;

// Works (back office).
export const workApi = {
  list: (params: Params) => getResult<PageResult<WorkRow>>(`${WORK}/list`, params),
  remove: (id: string) => deleteResult<unknown>(`${WORK}/delete`, { id }),
  removeBatch: (ids: string[]) => deleteResult<unknown>(`${WORK}/deleteBatch`, { ids: ids.join(',') }),
  exportXls: (params: Params) => downloadFile(`${WORK}/exportXls`, params, '作品.xlsx'),
  importXls: (file: File) => importExcel(`${WORK}/importExcel`, file),
  /** On / off the home page and featured: 2 takes it off, 3 home page, 4 featured. */
  setStatus: (id: string, workStatus: 2 | 3 | 4) =>
    putResult<unknown>(`${WORK}/setStatus`, { id, workStatus }),
  tags: (workId: string) => getResult<string[]>(`${WORK}/getWorkTags`, { workId }),
  addTag: (workId: string, tagName: string) =>
    postResult<unknown>(`${WORK}/setWorkTag`, { workId, tagName }, true),
  delTag: (workId: string, tagName: string) =>
    deleteResult<unknown>(`${WORK}/delWorkTag`, { workId, tagName }),
};

// Grading.
export interface QueueParams {
  departId: string;
  unitId?: string;
  additionalId?: string;
  status: 'submitted' | 'graded' | 'all';
}
export const gradingApi = {
  queue: (params: QueueParams) => getResult<CorrectQueueRow[]>(`${WORK}/correctQueue`, { ...params }),
  history: (id: string) => getResult<WorkCorrectRow[]>(`${WORK}/queryTeachingWorkCorrectByMainId`, { id }),
  correct: (workId: string, score: number, comment: string) =>
    postResult<unknown>(`${WORK}/correct`, { workId, score, comment }, true),
  returnWork: (workId: string, comment: string) =>
    postResult<unknown>(`${WORK}/returnWork`, { workId, comment }, true),
};

// What the grading page chooses from: my classes, the courses open to a class, their units, students.
export const pickApi = {
  classes: () => getResult<MyClass[]>('/teaching/myClass/list'),
  courses: (classId: string) =>
    getResult<{ id: string; courseName: string }[]>('/teaching/progress/courses', { classId }),
  units: async (courseId: string) =>
    (
      await getResult<PageResult<Unit>>('/teaching/teachingCourseUnit/list', {
        courseId,
        pageSize: 1000,
        column: 'orderNum',
        order: 'asc',
      })
    ).records,
  students: async (classId: string) =>
    (
      await getResult<PageResult<{ id: string; username: string; realname: string | null }>>(
        '/teaching/myClass/students',
        { classId, pageNo: 1, pageSize: 500 },
      )
    ).records,
  problems: (keyword?: string) => searchProblemOptions(keyword, 50),
};

// Extra homework.
export type { AdditionalWork, MyAdditionalWork } from '@ck/shared';
/** The fields the add / edit form sends. */
export type AdditionalWorkBody = Pick<
  AdditionalWork,
  | 'workName'
  | 'workDesc'
  | 'codeType'
  | 'workCover'
  | 'workUrl'
  | 'workDocumentUrl'
  | 'workDept'
  | 'problemId'
> & { startTime: string | null; endTime: string | null };

export const extraApi = {
  list: (params: Params) => getResult<PageResult<AdditionalWork>>(`${EXTRA}/list`, params),
  get: (id: string) => getResult<AdditionalWork>(`${EXTRA}/queryById`, { id }),
  add: (body: AdditionalWorkBody) => postResult<unknown>(`${EXTRA}/add`, body, true),
  edit: (body: AdditionalWorkBody & { id: string }) => putResult<unknown>(`${EXTRA}/edit`, body, true),
  remove: (id: string) => deleteResult<unknown>(`${EXTRA}/delete`, { id }),
  /** 1 publishes, 2 closes. */
  publish: (id: string, status: 1 | 2) => putResult<unknown>(`${EXTRA}/publish`, { id, status }),
  exportXls: (params: Params) => downloadFile(`${EXTRA}/exportXls`, params, '额外作业.xlsx'),
  importXls: (file: File) => importExcel(`${EXTRA}/importExcel`, file),
  /** Published extra homework of my classes with my work's state (a page, or an array). */
  mine: async () => {
    const result = await getResult<MyAdditionalWork[] | PageResult<MyAdditionalWork>>(
      `${WORK}/mineAdditionalWork`,
      {
        pageNo: 1,
        pageSize: 100,
      },
    );
    return Array.isArray(result) ? result : result.records;
  },
};

/** A student's file hand-in for extra homework: upload, then submit with state 1. */
export async function handInFile(
  homework: { additionalId: string; departId?: string | null },
  workName: string,
  file: File,
) {
  const form = new FormData();
  form.append('file', file);
  const uploaded = unwrap(
    await uploadAction<WorkUploadResult>(`${WORK}/upload?workType=0&kind=file`, form, {
      quiet: true,
      timeoutMs: 300_000,
    }),
  );
  return postResult<{ id: string }>(
    `${WORK}/submit`,
    {
      workName,
      workType: 0,
      workFile: uploaded.path,
      workScene: 'additional',
      additionalId: homework.additionalId,
      departId: homework.departId || undefined,
      workStatus: 1,
    },
    true,
  );
}

// Scratch asset library.
/** A row of `teachingScratchAssets/list`; `assetData` is the library entry as JSON text. */
export type ScratchAssetRow = Pick<
  ScratchAsset,
  'id' | 'assetType' | 'assetName' | 'tags' | 'orderNum' | 'previewUrl' | 'createTime'
> & { assetData: string | Record<string, unknown> | null };
export interface ScratchAssetBody {
  id?: string;
  assetType: number;
  assetName: string;
  tags: string;
  orderNum: number;
  assetData: string;
}
export const assetApi = {
  list: (params: Params) => getResult<PageResult<ScratchAssetRow>>(`${ASSETS}/list`, params),
  add: (body: ScratchAssetBody) => postResult<unknown>(`${ASSETS}/add`, body, true),
  edit: (body: ScratchAssetBody & { id: string }) => putResult<unknown>(`${ASSETS}/edit`, body, true),
  remove: (id: string) => deleteResult<unknown>(`${ASSETS}/delete`, { id }),
  upload: async (file: File) => {
    const form = new FormData();
    form.append('file', file);
    return unwrap(
      await uploadAction<UploadedAsset>(`${ASSETS}/uploadAsset`, form, {
        quiet: true,
        timeoutMs: 120_000,
      }),
    );
  },
};

/** The public URL of a library file. */
export const assetUrl = (md5ext: string) => `/api${ASSETS}/asset/${encodeURIComponent(md5ext)}`;
