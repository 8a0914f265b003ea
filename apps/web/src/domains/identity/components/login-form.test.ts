// @vitest-environment jsdom
import { ACCOUNT_LOCK_MESSAGE, LOGIN_LOCK_MESSAGE } from '@ck/shared';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  click,
  has,
  mockApi,
  Refusal,
  render,
  setUpDom,
  tearDown,
  until,
} from '../../contest/arena/test-harness.ts';
import { LoginForm, offersSmsLogin } from './login-form.tsx';

/** Types into an antd input the way a user does (React reads the native value setter). */
async function type(input: HTMLInputElement | null, value: string) {
  if (!input) throw new Error('找不到输入框');
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

const button = (text: string) =>
  [...document.querySelectorAll('button')].find((b) => b.textContent?.replace(/\s/g, '') === text);

async function signInRefused(message: string) {
  mockApi({
    '/sys/config/getCurrentConfig': { loginCaptcha: false },
    '/sys/login': new Refusal(429, message),
  });
  const page = await render(() => LoginForm({}), '/user/login');
  await until(() => !!page.querySelector('input[placeholder="用户名"]'));
  await type(page.querySelector('input[placeholder="用户名"]'), 'student1');
  await type(page.querySelector('input[placeholder="密码"]'), 'Demo@123456');
  await click(button('登录'));
  await until(has(message));
  return page;
}

beforeEach(setUpDom);
afterEach(tearDown);

describe('a locked account on the login form', () => {
  it('offers the SMS login and opens it', async () => {
    const page = await signInRefused(ACCOUNT_LOCK_MESSAGE);
    expect(page.querySelector('input[placeholder="手机号"]')).toBeNull();
    await click(button('改用手机验证码登录'));
    await until(() => !!page.querySelector('input[placeholder="手机号"]'));
    const active = page.querySelector('[role="tab"][aria-selected="true"]');
    expect(active?.textContent).toBe('手机号登录');
  });

  it('offers nothing when the address itself is over its limit', async () => {
    await signInRefused(LOGIN_LOCK_MESSAGE);
    expect(button('改用手机验证码登录')).toBeUndefined();
  });
});

describe('offersSmsLogin', () => {
  it('is true only for a 429 that names the SMS login', () => {
    expect(offersSmsLogin(429, ACCOUNT_LOCK_MESSAGE)).toBe(true);
    expect(offersSmsLogin(429, LOGIN_LOCK_MESSAGE)).toBe(false);
    expect(offersSmsLogin(400, ACCOUNT_LOCK_MESSAGE)).toBe(false);
  });
});
