import type { PageResult, PaperClassificationNode, Question } from '@ck/shared';
import { downloadFile, type Params } from '../../../api/client.ts';
import { importExcel } from '../../../api/import-excel.ts';
import { deleteResult, getResult, postResult, putResult } from '../../../api/result-calls.ts';
import { searchProblemOptions } from '../../judge/problem-options.ts';
import type { QuestionBody } from './question-form.ts';

const QUESTION = '/teaching/teachingQuestion';
const CLASSIFICATION = '/teaching/teachingPaperClassification';

/** Cache roots: saving a question refreshes every list under QUESTIONS_KEY (the paper pages' too). */
export const QUESTIONS_KEY = ['exam', 'questions'] as const;
export const CLASSIFICATION_TREE_KEY = ['exam', 'classification-tree'] as const;

export const questionApi = {
  list: (params: Params) => getResult<PageResult<Question>>(`${QUESTION}/list`, params),
  get: (id: string) => getResult<Question>(`${QUESTION}/queryById`, { id }),
  add: (body: QuestionBody) => postResult<unknown>(`${QUESTION}/add`, body, true),
  edit: (body: QuestionBody & { id: string }) => putResult<unknown>(`${QUESTION}/edit`, body, true),
  remove: (id: string) => deleteResult<unknown>(`${QUESTION}/delete`, { id }, true),
  /** Refused with the server's message while a paper holds one of them. */
  removeBatch: (ids: string[]) =>
    deleteResult<unknown>(`${QUESTION}/deleteBatch`, { ids: ids.join(',') }, true),
  copy: (id: string) => postResult<unknown>(`${QUESTION}/copy`, { id }),
  /** `classificationId` null moves them out of every classification. */
  batchMove: (ids: string[], classificationId: string | null) =>
    putResult<unknown>(`${QUESTION}/batchMove`, { ids, classificationId }, true),
  exportXls: (params: Params) => downloadFile(`${QUESTION}/exportXls`, params, '题库.xlsx'),
  template: () => downloadFile(`${QUESTION}/importTemplate`, undefined, '题目导入模板.xlsx'),
  importXls: (file: File) => importExcel(`${QUESTION}/importExcel`, file, 300_000),
};

export const classificationApi = {
  tree: () => getResult<PaperClassificationNode[]>(`${CLASSIFICATION}/listNoAuth`),
};

export const problemApi = {
  /** The judge's back-office problem list searched by title. */
  search: (keyword?: string) => searchProblemOptions(keyword),
};
