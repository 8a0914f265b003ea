import { isTenantBlockedMessage } from '@ck/shared';
import { feedback } from '../app/feedback.ts';
import { currentFullPath, loginPathWithRedirect, navigateTo } from '../app/navigation.ts';
import { useSession } from '../stores/session-store.ts';

/** A failed call: HTTP status (0 for network failures and timeouts) plus the message to show. */
export class HttpError extends Error {
  readonly status: number;
  readonly code?: number;
  readonly timeout: boolean;
  /** `result` of an error envelope, when the server sent details (e.g. the rows an import refused). */
  readonly detail?: unknown;

  constructor(status: number, message: string, code?: number, timeout = false, detail?: unknown) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.code = code;
    this.timeout = timeout;
    this.detail = detail;
  }
}

/** SPEC §8 texts for statuses whose meaning does not depend on the server's message. */
export const STATUS_TEXT: Record<number, string> = {
  401: '未授权，请重新登录',
  403: '拒绝访问',
  404: '很抱歉，资源未找到!',
  504: '网络超时',
};

export const TIMEOUT_TEXT = '网络超时';
export const NETWORK_TEXT = '网络异常，请检查网络连接';

/** The 500 answer of the old family for an expired session says "Token失效". */
export function mentionsInvalidToken(message: string | undefined): boolean {
  return !!message && (message.includes('Token失效') || /token/i.test(message));
}

/** The page of a disabled or expired tenant's users (served by the tenant domain). */
export const TENANT_NOTICE_PATH = '/tenant-expired';

let expiring = false;

/** Ends the local session once, however many requests fail at the same moment. */
function expireSession(text: string): void {
  if (expiring) return;
  expiring = true;
  feedback().notification.error({
    key: 'session-expired',
    title: '系统提示',
    description: text,
    duration: 3,
  });
  const here = currentFullPath();
  useSession.getState().clear(here.startsWith('/user/login') ? here : loginPathWithRedirect(here));
  window.setTimeout(() => {
    expiring = false;
  }, 1500);
}

function notify(key: string, description: string): void {
  feedback().notification.error({ key, title: '系统提示', description, duration: 4 });
}

/**
 * The error catalogue of SPEC §8. Session expiry (401, or 500 about the token) is always handled when
 * the request carried the current token (`sentToken`, '' for none); an answer to a request sent with an
 * older token (one still in flight across a re-login) must not end the new session.
 */
export function reportHttpError(error: HttpError, sentToken: string, quiet: boolean): void {
  const { status, message } = error;
  const current = !!sentToken && sentToken === useSession.getState().token;
  if (current && status === 401) expireSession(STATUS_TEXT[401]);
  else if (current && status === 403 && isTenantBlockedMessage(message)) {
    // The user's tenant is disabled or expired: the session stays, the notice page explains why.
    if (!currentFullPath().startsWith(TENANT_NOTICE_PATH)) navigateTo(TENANT_NOTICE_PATH, true);
  } else if (current && status === 500 && mentionsInvalidToken(message)) {
    expireSession('很抱歉，登录已过期，请重新登录');
  } else if (sentToken && !current && (status === 401 || mentionsInvalidToken(message))) {
    // A leftover of the previous session: nothing to tell the user.
  } else if (quiet) {
    // The caller shows the message next to what the user was doing.
  } else if (status === 403) notify('http-403', STATUS_TEXT[403]);
  else if (status === 404) notify('http-404', STATUS_TEXT[404]);
  else if (status === 504 || error.timeout) notify('http-504', STATUS_TEXT[504]);
  else notify(`http-${status}-${message}`, message || `请求失败（${status}）`);
}

/** The server's message of a failed call, or `fallback` for anything else (a bug, a cancelled dialog). */
export function errorText(error: unknown, fallback: string): string {
  return error instanceof HttpError ? error.message : fallback;
}
