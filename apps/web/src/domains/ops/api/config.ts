import { getResult } from '../../../api/result-calls.ts';
import type { SysConfig } from '../../../api/types.ts';

/** The public face of the config (brand, logo, footer...): every page's shell reads it. */
export async function fetchSysConfig(): Promise<SysConfig> {
  return getResult<SysConfig>('/sys/config/getCurrentConfig', undefined, true);
}
