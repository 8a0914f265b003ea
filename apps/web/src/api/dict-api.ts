import type { DictItem } from '@ck/shared';
import { getAction, unwrap } from './client.ts';

export async function fetchDictItems(code: string): Promise<DictItem[]> {
  return unwrap(await getAction<DictItem[]>(`/sys/dict/getDictItems/${encodeURIComponent(code)}`)) ?? [];
}
