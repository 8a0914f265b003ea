import type { CategoryAddBody, CategoryAdded, CategoryEditBody, CategoryNode } from '@ck/shared';
import {
  deleteAction,
  downloadFile,
  getAction,
  postAction,
  putAction,
  unwrap,
  uploadAction,
} from '../../../api/client.ts';
import type { ImportResult } from '../../../api/types.ts';

export const loadCategoryTree = async () =>
  unwrap(await getAction<CategoryNode[]>('/sys/category/loadTreeData'));
// Saves are quiet: the dialog shows the server's message.
export const addCategory = async (body: CategoryAddBody) =>
  unwrap(await postAction<CategoryAdded>('/sys/category/add', body, { quiet: true }));
export const editCategory = async (body: CategoryEditBody) =>
  unwrap(await putAction<null>('/sys/category/edit', body, { quiet: true }));
export const deleteCategory = async (id: string) =>
  unwrap(await deleteAction<null>('/sys/category/delete', { id }));

export const exportCategories = () => downloadFile('/sys/category/exportXls', undefined, '分类字典.xlsx');
export async function importCategories(file: File): Promise<ImportResult> {
  const form = new FormData();
  form.append('file', file);
  return unwrap(await uploadAction<ImportResult>('/sys/category/importExcel', form, { quiet: true }));
}
