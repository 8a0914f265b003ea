import { readExpiring } from '../../stores/expiring-storage.ts';
import { buildQuery, type QueryValues, readParam } from '../router/query.ts';
import { ATTEMPT_HEADER, MP_PREFIX, SIGN_IN_TOKEN_KEY } from './wire-names.ts';

/** A failed companion call: `status` 0 means the network, `result` what the server attached. */
export class MpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly result?: unknown,
  ) {
    super(message);
  }
}

const STATUS_MESSAGES: Record<number, string> = {
  400: '提交的信息有误，请检查后重试',
  401: '登录已失效，请重新登录',
  403: '没有访问权限',
  404: '内容不存在或已下线',
  409: '操作冲突，请刷新后重试',
  429: '访问过于频繁，请稍等片刻再试',
  500: '服务器开小差了，请稍后再试',
  502: '服务器暂时无法访问，请稍后再试',
  503: '服务器暂时无法访问，请稍后再试',
  504: '服务器响应超时，请稍后再试',
};
export const NETWORK_MESSAGE = '网络连接失败，请检查网络后重试';
const TIMEOUT_MS = 20_000;

/** The platform's sign-in token, when this browser is signed in to the main site. */
export function signInToken(): string {
  return readExpiring<string>(SIGN_IN_TOKEN_KEY) ?? '';
}

interface MpRequest {
  method?: 'GET' | 'POST';
  query?: QueryValues;
  body?: Record<string, unknown>;
  attemptToken?: string;
}

/** Calls `/api/mp/v1/<path>` with the page's `orgId`; answers the envelope's `result`. */
export async function mpCall<T>(path: string, req: MpRequest = {}): Promise<T> {
  const orgId = readParam(window.location.search, 'orgId');
  const method = req.method ?? 'GET';
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = signInToken();
  if (token) headers['X-Access-Token'] = token;
  if (req.attemptToken) headers[ATTEMPT_HEADER] = req.attemptToken;
  let body: string | undefined;
  let query: QueryValues = { orgId, ...req.query };
  if (method === 'POST') {
    headers['Content-Type'] = 'application/json;charset=UTF-8';
    body = JSON.stringify({ ...(orgId ? { orgId } : {}), ...req.body });
    query = {};
  }
  const controller = new AbortController();
  const timer = window.setTimeout(() => controller.abort(), TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(`${MP_PREFIX}/${path}${buildQuery(query)}`, {
      method,
      headers,
      body,
      signal: controller.signal,
      cache: 'no-store',
    });
  } catch {
    throw new MpError(0, NETWORK_MESSAGE);
  } finally {
    window.clearTimeout(timer);
  }
  let envelope: { success?: boolean; message?: string; result?: unknown } | undefined;
  try {
    envelope = (await response.json()) as typeof envelope;
  } catch {
    envelope = undefined;
  }
  if (!response.ok || !envelope?.success) {
    const status = response.ok ? 400 : response.status;
    // The server's own Chinese message is the most precise, except for generic failures.
    const message =
      status === 429 || status >= 500 || !envelope?.message
        ? (STATUS_MESSAGES[status] ?? `请求失败（${status}）`)
        : envelope.message;
    throw new MpError(status, message, envelope?.result);
  }
  return envelope.result as T;
}

/** The message to show for any error of a companion call. */
export function errorText(error: unknown): string {
  if (error instanceof MpError) return error.message;
  return '出错了，请稍后再试';
}
