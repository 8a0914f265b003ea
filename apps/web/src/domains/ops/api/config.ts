import { getAction, unwrap } from '../../../api/client.ts';
import type { SysConfig } from '../../../api/types.ts';

export async function fetchSysConfig(): Promise<SysConfig> {
  return unwrap(await getAction<SysConfig>('/sys/config/getCurrentConfig', undefined, { quiet: true }));
}
