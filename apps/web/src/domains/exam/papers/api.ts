import type {
  DepartNode,
  PageResult,
  PaperAddBody,
  PaperClassificationNode,
  PaperCopyResult,
  PaperDetail,
  PaperEditBody,
  PaperKey,
  PaperRow,
  Question,
  StudentPaper,
} from '@ck/shared';
import type { Params } from '../../../api/client.ts';
import { deleteResult, getResult, postResult, putResult } from '../../../api/result-calls.ts';

const PAPER = '/teaching/teachingPaper';
const QUESTION = '/teaching/teachingQuestion';
const CLASSIFICATION = '/teaching/teachingPaperClassification';

/** Cache roots: a save under one refreshes every list under it. */
export const PAPERS_KEY = ['exam', 'papers'] as const;
export const SHARED_PAPERS_KEY = ['exam', 'papers', 'shared'] as const;
export const PICKER_QUESTIONS_KEY = ['exam', 'paper-picker', 'questions'] as const;
export const CLASSIFICATION_TREE_KEY = ['exam', 'paper-classification', 'tree'] as const;
export const DEPART_TREE_KEY = ['exam', 'depart-tree'] as const;
export const paperDetailKey = (id: string) => [...PAPERS_KEY, 'detail', id] as const;
export const paperPreviewKey = (id: string, seed: number, answers: boolean) =>
  [...PAPERS_KEY, 'preview', id, seed, answers] as const;

/** The add / edit body as the editor sends it (the server validates it again). */
export type PaperBody = PaperAddBody;

export const paperApi = {
  list: (params: Params) => getResult<PageResult<PaperRow>>(`${PAPER}/list`, params),
  detail: (id: string) => getResult<PaperDetail>(`${PAPER}/queryById`, { id }),
  add: (body: PaperBody) => postResult<PaperDetail | string | null>(`${PAPER}/add`, body, true),
  edit: (body: PaperBody & Pick<PaperEditBody, 'id'>) =>
    putResult<PaperDetail | string | null>(`${PAPER}/edit`, body, true),
  remove: (id: string) => deleteResult<unknown>(`${PAPER}/delete`, { id }),
  /** The paper as a student with this seed sees it. */
  preview: (id: string, seed: number) =>
    getResult<StudentPaper>(`${PAPER}/preview`, { id, seed, answers: 0 }),
  /** The teacher's version: each question with its answer and analysis. */
  key: (id: string, seed: number) => getResult<PaperKey>(`${PAPER}/preview`, { id, seed, answers: 1 }),
  clone: (id: string) => postResult<PaperCopyResult>(`${PAPER}/clone`, { id }),
  share: (id: string, shared: 0 | 1) => putResult<unknown>(`${PAPER}/share`, { id, shared }),
};

/** Distribution: push to schools and tenants, the shared library, pull. */
export const distributionApi = {
  push: (paperIds: string[], deptIds: string[], tenantIds: string[]) =>
    postResult<PaperCopyResult>(`${PAPER}/push`, { paperIds, deptIds, tenantIds }),
  sharedList: (params: Params) => getResult<PageResult<PaperRow>>(`${PAPER}/sharedList`, params),
  pull: (paperIds: string[]) => postResult<PaperCopyResult>(`${PAPER}/pull`, { paperIds }),
};

/** The question bank as the paper editor's picker reads it. */
export const pickerApi = {
  questions: (params: Params) => getResult<PageResult<Question>>(`${QUESTION}/list`, params),
};

/** The classification tree for pickers (papers and questions share it). */
export const fetchClassificationTree = () =>
  getResult<PaperClassificationNode[]>(`${CLASSIFICATION}/listNoAuth`);

/** The tenant's department tree (schools are its organisation nodes). */
export const fetchDepartTree = () => getResult<DepartNode[]>('/sys/sysDepart/queryTreeList');

/** The id of the paper an add answered with (the detail, or the bare id). */
export function savedPaperId(result: PaperDetail | string | null | undefined): string | undefined {
  if (!result) return undefined;
  if (typeof result === 'string') return result;
  return result.id;
}
