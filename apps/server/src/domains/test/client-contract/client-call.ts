/**
 * One call the teaching-open client (JeecgBoot 2.x family, Vue 2) makes against the API, as the client sends it and
 * reads it. The client contract test runs every listed call against a seeded server as the given role and fails on a
 * missing route, a 5xx, or a field the client reads that the answer lacks.
 */
export interface ClientCall {
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path under `/api`, as the client writes it (e.g. `/sys/user/list`); `{id}`-style segments are filled by `params`. */
  readonly path: string;
  /** Who makes the call in the client; defaults to the platform administrator. */
  readonly as?: 'admin' | 'teacher' | 'student' | 'anonymous';
  /** Values of the path's `{name}` segments. */
  readonly params?: Readonly<Record<string, string>>;
  readonly query?: Readonly<Record<string, string>>;
  readonly body?: unknown;
  /**
   * Dotted paths the client reads from the JSON answer, e.g. `result.records.0.realname`, `success`. A path through an
   * array of records checks the first record; list answers must then hold at least one record in the seeded data.
   */
  readonly reads: readonly string[];
  /** Why the call is listed this way when it is not obvious (e.g. a seeded fixture it depends on). */
  readonly note?: string;
}

/** What a call sends besides its method and path. */
export type Sent = Pick<ClientCall, 'as' | 'params' | 'query' | 'body'>;

/**
 * A call whose answer the client reads only for `success` and `message`: a refusal (a record nobody
 * holds, a JSON body where an upload belongs) or a bare acknowledgement.
 */
export function answersMessage(
  method: ClientCall['method'],
  path: string,
  sent: Sent = {},
  note?: string,
): ClientCall {
  return { method, path, ...sent, reads: ['success', 'message'], ...(note ? { note } : {}) };
}
