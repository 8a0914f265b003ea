import { describe, expect, it } from 'vitest';
import { isPublicPath } from '../../../app/public-paths.ts';
import { CAS_CALLBACK_PATH } from './sso-api.ts';

describe('single sign-on pages', () => {
  it('opens the pages sign-ins come back to without a session', () => {
    expect(CAS_CALLBACK_PATH).toBe('/user/cas-login');
    expect(isPublicPath(CAS_CALLBACK_PATH)).toBe(true);
    expect(isPublicPath('/user/third-login')).toBe(true);
    expect(isPublicPath('/user/third-login/x')).toBe(false);
  });
});
