import { afterAll, beforeAll } from 'vitest';
import { appSignedIn } from './admin-clients.ts';
import type { Client } from './api-client.ts';
import { createTestApp, type TestApp, type TestAppOptions } from './test-app.ts';

/** The seeded users of every test app, under the names the tests give their clients. */
export const SEEDED_USERS = {
  admin: 'admin',
  teacher: 'teacher',
  student: 'student1',
  outsider: 'other_admin',
} as const;

/**
 * Registers a test file's `beforeAll` (`open` makes a fresh app and what the tests need of it) and
 * `afterAll` (closing the app). Answers the object the hook fills in: read its fields inside hooks and
 * tests, not at the top of the file. Hooks the file registers after this call run after the app is
 * ready and (vitest runs `afterAll` hooks last first) before it closes.
 */
export function appSuite<A extends { t: TestApp }>(open: () => Promise<A>): A {
  const suite = {} as A;
  beforeAll(async () => {
    Object.assign(suite, await open());
  });
  afterAll(() => suite.t?.close());
  return suite;
}

/** `appSuite` of a fresh app alone, made with `opts`. */
export function testAppSuite(opts?: TestAppOptions): { t: TestApp } {
  return appSuite(async () => ({ t: await createTestApp(opts) }));
}

export type SignedInSuite<K extends string> = { t: TestApp } & Record<K, Client>;

/** `appSuite` of a fresh app with a client signed in for each key of `users`, as `appSignedIn` makes them. */
export function signedInSuite<K extends string>(users: Record<K, string>): SignedInSuite<K> {
  return appSuite(() => appSignedIn(users));
}
