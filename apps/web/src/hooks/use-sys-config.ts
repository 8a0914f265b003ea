import { useQuery } from '@tanstack/react-query';
import type { SysConfig } from '../api/types.ts';
import { fetchSysConfig } from '../domains/ops/api/config.ts';
import { readExpiring, writeExpiring } from '../stores/expiring-storage.ts';
import { useSession } from '../stores/session-store.ts';

const CACHE_KEY = 'ck-sys-config';
/** SPEC §9: system config cached 604800 s. */
const CACHE_TTL_MS = 604_800_000;

export const DEFAULT_BRAND_NAME = '编程教学平台';
export const DEFAULT_BRAND_DESC = '少儿编程课程、在线考试与竞赛一站式学习平台';

/** The public system configuration; the last known copy shows instantly while a fresh one loads. */
export function useSysConfig() {
  // Signed in, the answer carries the user's tenant brand: a new session asks again.
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: ['sys-config', token ? token.slice(0, 12) : 'guest'],
    queryFn: async () => {
      const config = await fetchSysConfig();
      writeExpiring(CACHE_KEY, config, CACHE_TTL_MS);
      return config;
    },
    placeholderData: () => readExpiring<SysConfig>(CACHE_KEY),
    staleTime: 5 * 60_000,
  });
}

export interface Brand {
  name: string;
  desc: string;
  config: SysConfig;
  /** False until the server answered (or no cached copy existed). */
  ready: boolean;
}

export function useBrand(): Brand {
  const { data, isFetched } = useSysConfig();
  const config = data ?? {};
  return {
    name: config.brandName || DEFAULT_BRAND_NAME,
    desc: config.brandDesc || DEFAULT_BRAND_DESC,
    config,
    ready: isFetched || !!data,
  };
}
