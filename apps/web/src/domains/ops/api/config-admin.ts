import { getAction, putAction, unwrap } from '../../../api/client.ts';

// Kept apart from config.ts, which the shell loads on every page: this is the back office's part.
export const loadAllConfig = async () => unwrap(await getAction<Record<string, string>>('/sys/config/list'));
export const saveConfig = async (body: Record<string, unknown>) =>
  unwrap(await putAction<Record<string, string>>('/sys/config/edit', body, { quiet: true }));
