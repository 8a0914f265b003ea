import type { CategoryAddBody, CategoryAdded, CategoryEditBody, CategoryNode } from '@ck/shared';
import { downloadFile } from '../../../api/client.ts';
import { importExcel } from '../../../api/import-excel.ts';
import { deleteResult, getResult, postResult, putResult } from '../../../api/result-calls.ts';

export const loadCategoryTree = () => getResult<CategoryNode[]>('/sys/category/loadTreeData');
// Saves are quiet: the dialog shows the server's message.
export const addCategory = (body: CategoryAddBody) =>
  postResult<CategoryAdded>('/sys/category/add', body, true);
export const editCategory = (body: CategoryEditBody) => putResult<null>('/sys/category/edit', body, true);
export const deleteCategory = (id: string) => deleteResult<null>('/sys/category/delete', { id });

export const exportCategories = () => downloadFile('/sys/category/exportXls', undefined, '分类字典.xlsx');
export const importCategories = (file: File) => importExcel('/sys/category/importExcel', file);
