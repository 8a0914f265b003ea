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
import { deleteAction, getAction, type Params, postAction, putAction, unwrap } from '../../../api/client.ts';

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

const get = async <T>(url: string, params?: Params) => unwrap(await getAction<T>(url, params));
/** Writes whose refusal the page shows itself (the editor's shortfall message) are quiet. */
const post = async <T>(url: string, body: unknown, quiet = false) =>
  unwrap(await postAction<T>(url, body, { quiet }));
const put = async <T>(url: string, body: unknown, quiet = false) =>
  unwrap(await putAction<T>(url, body, { quiet }));
const del = async <T>(url: string, params: Params) => unwrap(await deleteAction<T>(url, params));

/** The add / edit body as the editor sends it (the server validates it again). */
export type PaperBody = PaperAddBody;

export const paperApi = {
  list: (params: Params) => get<PageResult<PaperRow>>(`${PAPER}/list`, params),
  detail: (id: string) => get<PaperDetail>(`${PAPER}/queryById`, { id }),
  add: (body: PaperBody) => post<PaperDetail | string | null>(`${PAPER}/add`, body, true),
  edit: (body: PaperBody & Pick<PaperEditBody, 'id'>) =>
    put<PaperDetail | string | null>(`${PAPER}/edit`, body, true),
  remove: (id: string) => del<unknown>(`${PAPER}/delete`, { id }),
  /** The paper as a student with this seed sees it. */
  preview: (id: string, seed: number) => get<StudentPaper>(`${PAPER}/preview`, { id, seed, answers: 0 }),
  /** The teacher's version: each question with its answer and analysis. */
  key: (id: string, seed: number) => get<PaperKey>(`${PAPER}/preview`, { id, seed, answers: 1 }),
  clone: (id: string) => post<PaperCopyResult>(`${PAPER}/clone`, { id }),
  share: (id: string, shared: 0 | 1) => put<unknown>(`${PAPER}/share`, { id, shared }),
};

/** Distribution: push to schools and tenants, the shared library, pull. */
export const distributionApi = {
  push: (paperIds: string[], deptIds: string[], tenantIds: string[]) =>
    post<PaperCopyResult>(`${PAPER}/push`, { paperIds, deptIds, tenantIds }),
  sharedList: (params: Params) => get<PageResult<PaperRow>>(`${PAPER}/sharedList`, params),
  pull: (paperIds: string[]) => post<PaperCopyResult>(`${PAPER}/pull`, { paperIds }),
};

/** The question bank as the paper editor's picker reads it. */
export const pickerApi = {
  questions: (params: Params) => get<PageResult<Question>>(`${QUESTION}/list`, params),
};

/** The classification tree for pickers (papers and questions share it). */
export const fetchClassificationTree = () => get<PaperClassificationNode[]>(`${CLASSIFICATION}/listNoAuth`);

/** The tenant's department tree (schools are its organisation nodes). */
export const fetchDepartTree = () => get<DepartNode[]>('/sys/sysDepart/queryTreeList');

/** The id of the paper an add answered with (the detail, or the bare id). */
export function savedPaperId(result: PaperDetail | string | null | undefined): string | undefined {
  if (!result) return undefined;
  if (typeof result === 'string') return result;
  return result.id;
}
