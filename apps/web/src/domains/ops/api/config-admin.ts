import type { ConfigEditInput, ConfigMap } from '@ck/shared';
import { getAction, putAction, unwrap } from '../../../api/client.ts';

// Kept apart from config.ts, which the shell loads on every page: this is the back office's part.
export const loadAllConfig = async () => unwrap(await getAction<ConfigMap>('/sys/config/list'));
export const saveConfig = async (body: ConfigEditInput) =>
  unwrap(await putAction<ConfigMap>('/sys/config/edit', body, { quiet: true }));
