import { describe, expect, it } from 'vitest';
import { testAppSuite } from '../../../../test/helpers/app-suite.ts';

const suite = testAppSuite();

// Path tricks that bypassed URL-pattern filters in the ancestor family.
const PROTECTED = '/api/sys/permission/getUserPermissionByToken';
const VARIANTS = [
  `${PROTECTED}.js`,
  `${PROTECTED}.css`,
  `${PROTECTED};x`,
  `${PROTECTED}/`,
  `/api/sys/randomImage/..;${PROTECTED.slice(4)}`,
  `/api/sys/randomImage/1/..;/..;${PROTECTED.slice(4)}`,
  '/api/sys/%2e%2e/sys/permission/getUserPermissionByToken',
  '/api/sys/permission/%67etUserPermissionByToken',
  `/api/sys/dict/list.js`,
  `/api/sys/dict/list;.css`,
];

describe('auth bypass by path suffix', () => {
  it.each(VARIANTS)('%s gives no data without a token', async (url) => {
    const res = await suite.t.app.inject({ method: 'GET', url });
    expect([401, 404]).toContain(res.statusCode);
    expect(res.body).not.toMatch(/"menu"|"records"/);
  });
});
