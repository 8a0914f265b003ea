import { PAY_SECRET_FIELDS, paySettingSaveSchema } from '@ck/shared';
import { describe, expect, it } from 'vitest';
import { fieldError, PAY_FORMS } from './pay-fields.ts';

const field = (provider: 'wechat' | 'alipay', name: string) => {
  const found = [...PAY_FORMS[provider].config, ...PAY_FORMS[provider].secrets].find((f) => f.name === name);
  if (!found) throw new Error(name);
  return found;
};

describe('pay setting fields', () => {
  it('offers an input for every secret the server keeps', () => {
    for (const provider of ['wechat', 'alipay'] as const)
      expect(PAY_FORMS[provider].secrets.map((f) => f.name)).toEqual([...PAY_SECRET_FIELDS[provider]]);
  });

  it("checks a field with the server's own rule and message", () => {
    expect(fieldError(field('wechat', 'mchId'), '1900000109')).toBeNull();
    expect(fieldError(field('wechat', 'mchId'), 'abc')).toBe('商户号应为 6-32 位数字');
    expect(fieldError(field('wechat', 'apiV3Key'), 'short')).toBe('APIv3 密钥应为 32 个字符');
    // Empty secrets keep the stored ones.
    expect(fieldError(field('wechat', 'apiV3Key'), '')).toBeNull();
    expect(fieldError(field('alipay', 'returnUrl'), '')).toBeNull();
    expect(fieldError(field('alipay', 'siteUrl'), 'school.example.com')).toBe('本站地址必须是 http(s) 地址');
  });

  it('refuses an unknown provider in the save body', () => {
    const parsed = paySettingSaveSchema.safeParse({ provider: 'paypal', enabled: true });
    expect(parsed.success).toBe(false);
  });
});
