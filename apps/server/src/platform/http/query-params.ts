import { badRequest } from './errors.ts';

// Keyword, id and sort fields are a shared contract; re-exported for the server's routes.
export { idList, idSchema, keyword, orderSchema, sortColumn } from '@ck/shared';

export function requireFound<T>(row: T | undefined, message: string): T {
  if (!row) throw badRequest(message);
  return row;
}
