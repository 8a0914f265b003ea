import { expect, test } from './fixtures/test.ts';

/**
 * The pages' Content-Security-Policy in a real browser: markup that slips past the sanitiser cannot
 * run script, and another site cannot frame a page. The journeys' fixture fails any journey the policy
 * gets in the way of; here the refusals are expected, so this journey takes them out of its list.
 */
test('an injected handler does not run and another site cannot frame the app', async ({
  page,
  baseURL,
  policyViolations,
}) => {
  await test.step('the app page carries the policy', async () => {
    const res = await page.goto('/home-page/home');
    const policy = res?.headers()['content-security-policy'] ?? '';
    expect(policy).toContain("script-src 'self'");
    expect(policy.split(';').find((d) => d.trim().startsWith('script-src'))).not.toContain('unsafe-inline');
    await expect(page.getByTestId('new-home-header')).toBeVisible();
  });

  await test.step('an inline handler and an inline script are refused', async () => {
    await page.evaluate(`(() => {
      const img = document.createElement('img');
      img.setAttribute('src', 'data:,');
      img.setAttribute('onerror', 'window.__injected = 1');
      document.body.appendChild(img);
      const script = document.createElement('script');
      script.textContent = 'window.__injected = 2';
      document.body.appendChild(script);
    })()`);
    await expect.poll(() => policyViolations.length).toBe(2);
    expect(await page.evaluate('window.__injected')).toBeUndefined();
    policyViolations.length = 0;
  });

  await test.step('a page of another origin cannot frame the app', async () => {
    // localhost and 127.0.0.1 are different origins of the same server.
    const other = String(baseURL).replace('127.0.0.1', 'localhost');
    await page.goto(`${other}/home-page/home`);
    await page.evaluate(`(() => {
      const frame = document.createElement('iframe');
      frame.src = ${JSON.stringify(`${baseURL}/home-page/home`)};
      document.body.appendChild(frame);
    })()`);
    await expect.poll(() => policyViolations.some((v) => v.includes('frame-ancestors'))).toBe(true);
    const framed = page.frames().find((f) => f !== page.mainFrame());
    expect(framed?.url()).not.toContain('/home-page/home');
    policyViolations.length = 0;
  });
});
