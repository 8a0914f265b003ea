import { afterAll, beforeAll } from 'vitest';
import { startFakeSms } from '../../../../test/helpers/fake-sms-server.ts';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app.ts';

/**
 * Registers a test file's hooks for a fresh app that sends its text messages to a fake SMS gateway, and
 * closes both after. Answers the object the hooks fill in.
 */
export function smsSuite() {
  const suite = {} as { t: TestApp; sms: Awaited<ReturnType<typeof startFakeSms>> };
  beforeAll(async () => {
    suite.sms = await startFakeSms();
    suite.t = await createTestApp({ env: suite.sms.env });
  });
  afterAll(async () => {
    await suite.t.close();
    await suite.sms.close();
  });
  return suite;
}
