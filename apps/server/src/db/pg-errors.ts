/** The part of a PostgreSQL error the callers look at. */
export interface PgErrorLike {
  code: string;
  constraint?: string;
}

/** Drizzle wraps the driver's error; walk the `cause` chain to the PostgreSQL one. */
export function pgErrorOf(err: unknown): PgErrorLike | undefined {
  let current: unknown = err;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return current as PgErrorLike;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** True for PostgreSQL's unique violation (23505), however drizzle wrapped it. */
export const isUniqueViolation = (err: unknown): boolean => pgErrorOf(err)?.code === '23505';
