import type { CategoryAddBody, CategoryAdded, CategoryEditBody, CategoryNode } from '@ck/shared';
import { deleteAction, getAction, postAction, putAction, unwrap } from '../../../api/client.ts';

export const loadCategoryTree = async () =>
  unwrap(await getAction<CategoryNode[]>('/sys/category/loadTreeData'));
// Saves are quiet: the dialog shows the server's message.
export const addCategory = async (body: CategoryAddBody) =>
  unwrap(await postAction<CategoryAdded>('/sys/category/add', body, { quiet: true }));
export const editCategory = async (body: CategoryEditBody) =>
  unwrap(await putAction<null>('/sys/category/edit', body, { quiet: true }));
export const deleteCategory = async (id: string) =>
  unwrap(await deleteAction<null>('/sys/category/delete', { id }));
