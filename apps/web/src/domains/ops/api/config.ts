import { getAction, unwrap } from '../../../api/client.ts';
import type { SysConfig } from '../../../api/types.ts';

/** The public face of the config (brand, logo, footer...): every page's shell reads it. */
export async function fetchSysConfig(): Promise<SysConfig> {
  return unwrap(await getAction<SysConfig>('/sys/config/getCurrentConfig', undefined, { quiet: true }));
}
