// Paging fields are a shared contract; re-exported for the server's routes.
export { pagingFields, pagingSchema } from '@ck/shared';

/** A page of a list, in the shape every list answers with. */
export function pageOf<T>(records: T[], total: number, pageNo: number, pageSize: number) {
  return { records, total, size: pageSize, current: pageNo, pages: Math.ceil(total / pageSize) };
}

/** `%`, `_` and `\` are special in LIKE; user text matches them literally. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A contains-pattern for LIKE built from user text. */
export const likePattern = (text: string) => `%${escapeLike(text)}%`;

/** The page a list query asked for, from the `{ records, total }` a service found. */
export function pageFrom<T>(found: { records: T[]; total: number }, q: { pageNo: number; pageSize: number }) {
  return pageOf(found.records, found.total, q.pageNo, q.pageSize);
}
