import { getAction, putAction, unwrap } from '../../../api/client.ts';
import type { SysConfig } from '../../../api/types.ts';

export async function fetchSysConfig(): Promise<SysConfig> {
  return unwrap(await getAction<SysConfig>('/sys/config/getCurrentConfig', undefined, { quiet: true }));
}

export const loadAllConfig = async () => unwrap(await getAction<Record<string, string>>('/sys/config/list'));
export const saveConfig = async (body: Record<string, unknown>) =>
  unwrap(await putAction<Record<string, string>>('/sys/config/edit', body, { quiet: true }));
