import type { LoginResult } from '@ck/shared';
import type { FormInstance } from 'antd';
import { useState } from 'react';
import { HttpError } from '../../../api/http-errors.ts';
import { useBrand } from '../../../hooks/use-sys-config.ts';
import { login } from '../api/session.ts';

export interface PasswordLoginValues {
  username: string;
  password: string;
  captcha?: string;
}

/** The text shown above a password form whose login failed. */
export const loginFailureText = (caught: unknown) =>
  caught instanceof HttpError ? caught.message : '登录失败，请稍后重试';

/**
 * The account/password login of /user/login and the race login: the captcha (when the config asks for it)
 * and `signIn`, which answers the login result or throws. A failed attempt shows a new captcha.
 */
export function usePasswordLogin(form: FormInstance) {
  const { config, ready } = useBrand();
  const showCaptcha = ready && config.loginCaptcha !== false;
  const [captchaKey, setCaptchaKey] = useState(() => Date.now());
  const refreshCaptcha = () => setCaptchaKey(Date.now());

  const signIn = async (values: PasswordLoginValues): Promise<LoginResult> => {
    try {
      const res = await login({
        username: values.username.trim(),
        password: values.password,
        captcha: showCaptcha ? (values.captcha ?? '').trim() : '',
        checkKey: String(captchaKey),
      });
      // Login answers must carry code 200 (REFERENCE §1).
      if (!res.success || (res.code !== undefined && res.code !== 200))
        throw new HttpError(200, res.message || '登录失败');
      return res.result;
    } catch (caught) {
      if (showCaptcha) {
        refreshCaptcha();
        form.setFieldValue('captcha', '');
      }
      throw caught;
    }
  };

  return { config, showCaptcha, captchaKey, refreshCaptcha, signIn };
}
