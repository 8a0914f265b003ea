// Names the companion shares with the server and the main site. They are repeated here rather than
// imported so the companion's bundle does not pull in the shared package's validation code;
// wire-names.test.ts keeps them equal to the originals.

/** The public API's prefix (`MP_API_PREFIX`). */
export const MP_PREFIX = '/api/mp/v1';
/** The attempt token's header (`ATTEMPT_TOKEN_HEADER`). */
export const ATTEMPT_HEADER = 'x-attempt-token';
/** Where the main site keeps its sign-in token (`SESSION_STORAGE_NAME` + `.token`). */
export const SIGN_IN_TOKEN_KEY = 'ck-session.token';
