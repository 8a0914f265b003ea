import { getAction, unwrap } from './client.ts';
import type { SysConfig } from './types.ts';

export async function fetchSysConfig(): Promise<SysConfig> {
  return unwrap(await getAction<SysConfig>('/sys/config/getCurrentConfig', undefined, { quiet: true }));
}
