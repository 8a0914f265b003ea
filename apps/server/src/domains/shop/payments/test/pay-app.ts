import { afterAll, beforeAll } from 'vitest';
import { type Client, clientOf, type Json } from '../../../../../test/helpers/api-client.ts';
import { createTestApp, type TestApp } from '../../../../../test/helpers/test-app.ts';
import { setShopOpen } from '../../test/shop-fixtures.ts';
import { saveSetting } from './pay-fixtures.ts';

export interface PayApp<Fake> {
  t: TestApp;
  fake: Fake;
  admin: Client;
  student: Client;
}

/**
 * For a test file: before its tests, a fresh app whose payment setting (`form`) points at a freshly
 * started fake gateway, the shop opened when asked; after them, both closed. The fields are set once
 * `beforeAll` has run.
 */
export function payApp<Fake extends { close(): Promise<void> }>(
  startFake: () => Promise<Fake>,
  form: (fake: Fake) => Json,
  { shopOpen = false } = {},
): PayApp<Fake> {
  const app = {} as PayApp<Fake>;
  beforeAll(async () => {
    app.t = await createTestApp();
    app.fake = await startFake();
    app.admin = clientOf(app.t, await app.t.login('admin'));
    app.student = clientOf(app.t, await app.t.login('student1'));
    await saveSetting(app.admin, form(app.fake));
    if (shopOpen) await setShopOpen(app.t, true);
  });
  afterAll(async () => {
    await app.fake.close();
    await app.t.close();
  });
  return app;
}
