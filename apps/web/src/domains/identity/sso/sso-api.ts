import type { LoginResult, SsoProviders, SsoSource, ThirdBindings } from '@ck/shared';
import { getAction } from '../../../api/client.ts';
import { getResult, postResult } from '../../../api/result-calls.ts';
import { currentToken } from '../../../stores/session-store.ts';

/** The web page CAS sends the browser back to with a ticket; the server accepts only this `service`. */
export const CAS_CALLBACK_PATH = '/user/cas-login';

export async function fetchSsoProviders(): Promise<SsoProviders> {
  return getResult<SsoProviders>('/thirdLogin/providers', undefined, true);
}

/** Login answers are checked by the caller (`success`, code 200), like the password login. */
export function validateCasTicket(ticket: string) {
  const service = `${window.location.origin}${CAS_CALLBACK_PATH}`;
  return getAction<LoginResult>(
    '/cas/client/validateLogin',
    { ticket, service },
    { quiet: true, skipSessionCheck: true },
  );
}

export function redeemLoginCode(code: string) {
  // A 401 here is a refused code, not an expired session.
  return getAction<LoginResult>(`/thirdLogin/getLoginUser/${encodeURIComponent(code)}`, undefined, {
    quiet: true,
    skipSessionCheck: true,
  });
}

export async function fetchThirdBindings(): Promise<ThirdBindings> {
  return getResult<ThirdBindings>('/thirdLogin/bindings');
}

export async function unbindThird(provider: SsoSource): Promise<void> {
  await postResult<null>('/thirdLogin/unbind', { provider }, true);
}

/** Leaves for the provider's login page (a full navigation: the server answers with a redirect). */
export function goToProvider(source: SsoSource, mode: 'login' | 'bind' = 'login') {
  const query = mode === 'bind' ? `?mode=bind&token=${encodeURIComponent(currentToken())}` : '';
  window.location.assign(`/api/thirdLogin/render/${source}${query}`);
}
