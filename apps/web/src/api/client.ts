import type { ApiResult } from '@ck/shared';
import { currentToken } from '../stores/session-store.ts';
import { HttpError, NETWORK_TEXT, reportHttpError, STATUS_TEXT, TIMEOUT_TEXT } from './http-errors.ts';

export type Params = Record<string, unknown>;

export interface CallOptions {
  /** Do not show error toasts (the caller shows the message); session expiry is still handled. */
  quiet?: boolean;
  /** Overrides the client's timeout in milliseconds. */
  timeoutMs?: number;
  /** Never treat a 401 as an expired session (logout itself, whose token may already be gone). */
  skipSessionCheck?: boolean;
}

interface RequestSpec extends CallOptions {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  params?: Params;
  json?: unknown;
  form?: FormData;
}

/** Dictionary items are cacheable, so they are the one GET without the `_t` cache breaker. */
const NO_TIMESTAMP = ['/sys/dict/getDictItems/'];

export function toQuery(params: Params | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    search.append(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

function isEnvelope(body: unknown): body is ApiResult<unknown> {
  return typeof body === 'object' && body !== null && 'success' in body;
}

/**
 * The answer's JSON, `undefined` when it is not JSON. An answer cut off while it arrives (connection
 * lost, or the page being left) is a network failure, not a bad answer: it must not end the session.
 */
export async function readJson(response: Response): Promise<unknown> {
  let text: string;
  try {
    text = await response.text();
  } catch {
    throw new HttpError(0, NETWORK_TEXT);
  }
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function fileNameOf(response: Response, fallback: string): string {
  const header = response.headers.get('content-disposition') ?? '';
  const star = /filename\*=(?:UTF-8'')?([^;]+)/i.exec(header);
  if (star) return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
  const plain = /filename="?([^";]+)"?/i.exec(header);
  return plain ? decodeURIComponent(plain[1]) : fallback;
}

export interface HttpClient {
  request<T>(spec: RequestSpec): Promise<ApiResult<T>>;
  getAction<T>(url: string, params?: Params, options?: CallOptions): Promise<ApiResult<T>>;
  postAction<T>(url: string, body?: unknown, options?: CallOptions): Promise<ApiResult<T>>;
  putAction<T>(url: string, body?: unknown, options?: CallOptions): Promise<ApiResult<T>>;
  deleteAction<T>(url: string, params?: Params, options?: CallOptions): Promise<ApiResult<T>>;
  uploadAction<T>(url: string, form: FormData, options?: CallOptions): Promise<ApiResult<T>>;
  /** Fetches a file (e.g. an xlsx export) and hands it to the browser as a download. */
  downloadFile(
    url: string,
    params: Params | undefined,
    fileName: string,
    options?: CallOptions,
  ): Promise<void>;
}

export function createHttpClient(base: string, defaultTimeoutMs: number): HttpClient {
  async function send(spec: RequestSpec): Promise<{ response: Response; sentToken: string }> {
    const params = { ...spec.params };
    if (spec.method === 'GET' && !NO_TIMESTAMP.some((p) => spec.url.includes(p))) params._t = Date.now();
    const token = currentToken();
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (token) headers['X-Access-Token'] = token;
    let body: BodyInit | undefined;
    if (spec.form) body = spec.form;
    else if (spec.json !== undefined) {
      headers['Content-Type'] = 'application/json;charset=UTF-8';
      body = JSON.stringify(spec.json);
    }
    const controller = new AbortController();
    const timer = window.setTimeout(() => controller.abort(), spec.timeoutMs ?? defaultTimeoutMs);
    try {
      const response = await fetch(`${base}${spec.url}${toQuery(params)}`, {
        method: spec.method,
        headers,
        body,
        signal: controller.signal,
      });
      return { response, sentToken: spec.skipSessionCheck ? '' : token };
    } catch (cause) {
      const timeout = cause instanceof DOMException && cause.name === 'AbortError';
      const error = new HttpError(
        timeout ? 504 : 0,
        timeout ? TIMEOUT_TEXT : NETWORK_TEXT,
        undefined,
        timeout,
      );
      reportHttpError(error, spec.skipSessionCheck ? '' : token, !!spec.quiet);
      throw error;
    } finally {
      window.clearTimeout(timer);
    }
  }

  async function failure(response: Response, sentToken: string, quiet: boolean): Promise<never> {
    const body = await readJson(response);
    const serverMessage = isEnvelope(body) ? body.message : '';
    const message = serverMessage || STATUS_TEXT[response.status] || `请求失败（${response.status}）`;
    const envelope = isEnvelope(body) ? body : undefined;
    const error = new HttpError(
      response.status,
      message,
      envelope?.code,
      false,
      envelope?.result ?? undefined,
    );
    reportHttpError(error, sentToken, quiet);
    throw error;
  }

  async function request<T>(spec: RequestSpec): Promise<ApiResult<T>> {
    const { response, sentToken } = await send(spec);
    if (!response.ok) return failure(response, sentToken, !!spec.quiet);
    const body = await readJson(response);
    if (!isEnvelope(body)) {
      const error = new HttpError(response.status, '服务器返回了无法识别的数据');
      reportHttpError(error, sentToken, !!spec.quiet);
      throw error;
    }
    return body as ApiResult<T>;
  }

  async function downloadFile(
    url: string,
    params: Params | undefined,
    fileName: string,
    options?: CallOptions,
  ) {
    const { response, sentToken } = await send({ method: 'GET', url, params, ...options });
    if (!response.ok) return failure(response, sentToken, !!options?.quiet);
    // A JSON answer to a download request is an error envelope, not a file.
    if ((response.headers.get('content-type') ?? '').includes('application/json')) {
      const body = await readJson(response);
      const error = new HttpError(response.status, isEnvelope(body) ? body.message : '文件下载失败');
      reportHttpError(error, sentToken, !!options?.quiet);
      throw error;
    }
    const blob = await response.blob();
    const href = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = href;
    link.download = fileNameOf(response, fileName);
    document.body.appendChild(link);
    link.click();
    link.remove();
    window.setTimeout(() => URL.revokeObjectURL(href), 10_000);
  }

  return {
    request,
    getAction: (url, params, options) => request({ method: 'GET', url, params, ...options }),
    postAction: (url, json, options) => request({ method: 'POST', url, json: json ?? {}, ...options }),
    putAction: (url, json, options) => request({ method: 'PUT', url, json: json ?? {}, ...options }),
    deleteAction: (url, params, options) => request({ method: 'DELETE', url, params, ...options }),
    uploadAction: (url, form, options) => request({ method: 'POST', url, form, ...options }),
    downloadFile,
  };
}

/** The main API client: `/api`, 60 s (SPEC §7, §9). */
export const api = createHttpClient('/api', 60_000);
/** The judge/OJ client: `/ojapi`, 5 s. */
export const ojApi = createHttpClient('/ojapi', 5_000);

export const { getAction, postAction, putAction, deleteAction, uploadAction, downloadFile } = api;

/** Returns `result` of a successful envelope, otherwise throws an `HttpError` with the server's message. */
export function unwrap<T>(res: ApiResult<T>): T {
  if (!res.success)
    throw new HttpError(200, res.message || '操作失败', res.code, false, res.result ?? undefined);
  return res.result;
}
