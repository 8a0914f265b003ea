import type { ConfigEditInput, ConfigMap } from '@ck/shared';
import { getResult, putResult } from '../../../api/result-calls.ts';

// Kept apart from config.ts, which the shell loads on every page: this is the back office's part.
export const loadAllConfig = () => getResult<ConfigMap>('/sys/config/list');
export const saveConfig = (body: ConfigEditInput) => putResult<ConfigMap>('/sys/config/edit', body, true);
