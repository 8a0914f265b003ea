import type { DictItem } from '@ck/shared';
import { deleteAction, unwrap } from '../../../api/client.ts';
import { deleteResult, getResult, putResult } from '../../../api/result-calls.ts';
import type { DictCache } from '../../../api/types.ts';

export async function fetchDictItems(code: string): Promise<DictItem[]> {
  return (await getResult<DictItem[]>(`/sys/dict/getDictItems/${encodeURIComponent(code)}`)) ?? [];
}

export async function fetchAllDictItems(): Promise<DictCache> {
  return (await getResult<DictCache>('/sys/dict/queryAllDictItems')) ?? {};
}

export const deleteDictItemByText = (dictCode: string, text: string) =>
  deleteResult<null>('/sys/dict/deleteItemByText', { dictCode, text });

/** A dictionary in the recycle bin. */
export interface DeletedDict {
  id: string;
  dictName: string;
  dictCode: string;
  description: string | null;
  updateBy: string | null;
  updateTime: string | null;
}

export const fetchDeletedDicts = async () => (await getResult<DeletedDict[]>('/sys/dict/deleteList')) ?? [];
export const restoreDict = (id: string) =>
  putResult<null>(`/sys/dict/back/${encodeURIComponent(id)}`, undefined);
export const purgeDict = async (id: string) =>
  unwrap(await deleteAction<null>(`/sys/dict/deletePhysic/${encodeURIComponent(id)}`));
