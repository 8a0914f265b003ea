import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { expect, type Page, test } from './fixtures/test.ts';
import { adminPassword, apiAs, shot, signedIn } from './portal-helpers.ts';

/**
 * 支付设置: the administrator enables WeChat Pay with test keys (the private key pasted into a one-line
 * password box), sees only the masked state after a reload, and switches offline payment off.
 */
const SITE = 'https://school.example.com';
const merchant = generateKeyPairSync('rsa', { modulusLength: 2048 });
const platform = generateKeyPairSync('rsa', { modulusLength: 2048 });
const privateKeyPem = merchant.privateKey.export({ format: 'pem', type: 'pkcs8' }) as string;
const platformKeyPem = platform.publicKey.export({ format: 'pem', type: 'spki' }) as string;
const apiV3Key = randomBytes(16).toString('hex');

const card = (page: Page, provider: string) => page.getByTestId(`pay-card-${provider}`);

test('pay settings: WeChat Pay enabled with masked keys, offline payment switched off', async ({
  browser,
  request,
}) => {
  const page = await signedIn(browser, 'admin', adminPassword);
  await page.goto('/shop/paySettingList');
  const wechat = card(page, 'wechat');
  await expect(wechat).toBeVisible();
  await expect(card(page, 'manual')).toBeVisible();
  await expect(card(page, 'alipay')).toBeVisible();

  await test.step('a bad merchant number is refused with the reason', async () => {
    await wechat.getByRole('switch', { name: '启用微信支付' }).click();
    await wechat.getByLabel('商户号').fill('abc');
    await wechat.getByRole('button', { name: /保\s*存/ }).click();
    await expect(wechat.getByText('商户号应为 6-32 位数字')).toBeVisible();
  });

  await test.step('the admin fills in the test keys and saves', async () => {
    await wechat.getByLabel('商户号').fill('1900000109');
    await wechat.getByLabel('AppID（公众号或小程序）').fill('wxd678efh567hg6787');
    await wechat.getByLabel('商户 API 证书序列号').fill('5157F09EFDC096DE15EBE81A47057A7232F1B8E1');
    await wechat.getByLabel('微信支付公钥 ID').fill('PUB_KEY_ID_0119000001092024010100000000000001');
    await wechat.getByLabel('微信支付公钥（PEM）').fill(platformKeyPem);
    await wechat.getByLabel('本站地址').fill(`${SITE}/`);
    await expect(page.getByTestId('pay-notify-url-wechat')).toHaveValue(`${SITE}/api/pay/notify/wechat`);
    await wechat.getByLabel('商户 API 私钥（apiclient_key.pem）').fill(privateKeyPem);
    await wechat.getByLabel('APIv3 密钥（32 位）').fill(apiV3Key);
    await wechat.getByRole('button', { name: /保\s*存/ }).click();
    await expect(page.getByText('微信支付设置已保存')).toBeVisible();
  });

  await test.step('after a reload only the masked state shows', async () => {
    await page.reload();
    await expect(wechat.getByTestId('pay-secret-wechat-apiV3Key')).toHaveText(
      `已设置（…${apiV3Key.slice(-4)}）`,
    );
    await expect(wechat.getByTestId('pay-secret-wechat-privateKey')).toContainText('已设置');
    await expect(wechat.getByLabel('APIv3 密钥（32 位）')).toHaveValue('');
    await expect(wechat.getByText('已启用')).toBeVisible();
    await expect(page.getByTestId('pay-notify-url-wechat')).toHaveValue(`${SITE}/api/pay/notify/wechat`);
    expect(await page.content()).not.toContain(apiV3Key);
    await wechat.getByRole('button', { name: /检查密钥/ }).click();
    await expect(page.getByTestId('pay-test-wechat')).toContainText('密钥可以正常加载和签名');
    await shot(page, 'pay-settings');
  });

  await test.step('offline payment is switched off', async () => {
    const manual = card(page, 'manual');
    await manual.getByRole('switch', { name: '启用线下支付' }).click();
    await manual.getByRole('button', { name: /保\s*存/ }).click();
    await expect(page.getByText('线下支付设置已保存')).toBeVisible();
    await page.reload();
    await expect(card(page, 'manual').getByRole('switch', { name: '启用线下支付' })).not.toBeChecked();
    const admin = await apiAs(request, 'admin', adminPassword);
    expect(await admin.get<string[]>('/api/pay/methods')).toEqual(['wechat']);
  });

  await test.step('the same page opens on the site at /home-page/paySettingList', async () => {
    await page.goto('/home-page/paySettingList');
    await expect(card(page, 'wechat').getByTestId('pay-secret-wechat-apiV3Key')).toBeVisible();
  });
});
