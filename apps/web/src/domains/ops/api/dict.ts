import type { DictItem } from '@ck/shared';
import { deleteAction, getAction, putAction, unwrap } from '../../../api/client.ts';
import type { DictCache } from '../../../api/types.ts';

export async function fetchDictItems(code: string): Promise<DictItem[]> {
  return unwrap(await getAction<DictItem[]>(`/sys/dict/getDictItems/${encodeURIComponent(code)}`)) ?? [];
}

export async function fetchAllDictItems(): Promise<DictCache> {
  return unwrap(await getAction<DictCache>('/sys/dict/queryAllDictItems')) ?? {};
}

export const deleteDictItemByText = async (dictCode: string, text: string) =>
  unwrap(await deleteAction<null>('/sys/dict/deleteItemByText', { dictCode, text }));

/** A dictionary in the recycle bin. */
export interface DeletedDict {
  id: string;
  dictName: string;
  dictCode: string;
  description: string | null;
  updateBy: string | null;
  updateTime: string | null;
}

export const fetchDeletedDicts = async () =>
  unwrap(await getAction<DeletedDict[]>('/sys/dict/deleteList')) ?? [];
export const restoreDict = async (id: string) =>
  unwrap(await putAction<null>(`/sys/dict/back/${encodeURIComponent(id)}`));
export const purgeDict = async (id: string) =>
  unwrap(await deleteAction<null>(`/sys/dict/deletePhysic/${encodeURIComponent(id)}`));
