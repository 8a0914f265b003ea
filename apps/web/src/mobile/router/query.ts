/** Query parameters that identify the visitor's organisation and city and follow every in-app link. */
export const KEPT_PARAMS = ['orgId', 'cityId'] as const;

export type QueryValues = Record<string, string | number | null | undefined>;

/** `?a=1&b=2` from values, leaving out empty ones; '' when nothing is left. */
export function buildQuery(values: QueryValues): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** One parameter of a search string, or undefined when absent or empty. */
export function readParam(search: string, key: string): string | undefined {
  const value = new URLSearchParams(search).get(key);
  return value ? value : undefined;
}

/**
 * An in-app link that keeps the current `orgId` and `cityId`: `to` may carry its own query, and its
 * own values win (so a city picker can change `cityId`); a value of '' in `extra` removes a parameter.
 */
export function withKept(to: string, currentSearch: string, extra: QueryValues = {}): string {
  const hashAt = to.indexOf('#');
  const hash = hashAt >= 0 ? to.slice(hashAt) : '';
  const bare = hashAt >= 0 ? to.slice(0, hashAt) : to;
  const queryAt = bare.indexOf('?');
  const path = queryAt >= 0 ? bare.slice(0, queryAt) : bare;
  const own = new URLSearchParams(queryAt >= 0 ? bare.slice(queryAt + 1) : '');
  const current = new URLSearchParams(currentSearch);
  const values: QueryValues = {};
  for (const key of KEPT_PARAMS) values[key] = current.get(key);
  for (const [key, value] of own) values[key] = value;
  Object.assign(values, extra);
  return `${path}${buildQuery(values)}${hash}`;
}
