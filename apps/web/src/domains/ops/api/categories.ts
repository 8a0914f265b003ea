import { deleteAction, getAction, postAction, putAction, unwrap } from '../../../api/client.ts';

export interface CategoryNode {
  id: string;
  key: string;
  title: string;
  name: string;
  code: string;
  pid: string;
  sortNo: number;
  hasChild: '0' | '1';
  isLeaf: boolean;
  children?: CategoryNode[];
}

export const loadCategoryTree = async () =>
  unwrap(await getAction<CategoryNode[]>('/sys/category/loadTreeData'));
// Saves are quiet: the dialog shows the server's message.
export const addCategory = async (body: { pid?: string; name: string; sortNo?: number }) =>
  unwrap(await postAction<CategoryNode>('/sys/category/add', body, { quiet: true }));
export const editCategory = async (body: { id: string; name: string; sortNo?: number }) =>
  unwrap(await putAction<null>('/sys/category/edit', body, { quiet: true }));
export const deleteCategory = async (id: string) =>
  unwrap(await deleteAction<null>('/sys/category/delete', { id }));
