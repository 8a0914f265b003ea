import type { DictItem } from '@ck/shared';
import { deleteAction, getAction, unwrap } from '../../../api/client.ts';
import type { DictCache } from '../../../api/types.ts';

export async function fetchDictItems(code: string): Promise<DictItem[]> {
  return unwrap(await getAction<DictItem[]>(`/sys/dict/getDictItems/${encodeURIComponent(code)}`)) ?? [];
}

export async function fetchAllDictItems(): Promise<DictCache> {
  return unwrap(await getAction<DictCache>('/sys/dict/queryAllDictItems')) ?? {};
}

export const deleteDictItemByText = async (dictCode: string, text: string) =>
  unwrap(await deleteAction<null>('/sys/dict/deleteItemByText', { dictCode, text }));
