import { afterAll, beforeAll } from 'vitest';
import { appSignedIn } from './admin-clients.ts';
import type { Client } from './api-client.ts';
import type { TestApp } from './test-app.ts';

/** The seeded users of every test app, under the names the tests give their clients. */
export const SEEDED_USERS = {
  admin: 'admin',
  teacher: 'teacher',
  student: 'student1',
  outsider: 'other_admin',
} as const;

export type SignedInSuite<K extends string> = { t: TestApp } & Record<K, Client>;

/**
 * Registers a test file's `beforeAll` (a fresh app with a client signed in for each key of `users`,
 * as `appSignedIn` makes them) and `afterAll` (closing the app). Answers the object the hook fills in:
 * read its fields inside hooks and tests, not at the top of the file. Hooks the file registers after
 * this call run after the app is ready and (vitest runs `afterAll` hooks last first) before it closes.
 */
export function signedInSuite<K extends string>(users: Record<K, string>): SignedInSuite<K> {
  const suite = {} as SignedInSuite<K>;
  beforeAll(async () => {
    Object.assign(suite, await appSignedIn(users));
  });
  afterAll(() => suite.t?.close());
  return suite;
}
