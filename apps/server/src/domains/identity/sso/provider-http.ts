import { ssoError } from './sso-errors.ts';

const TIMEOUT_MS = 10_000;

/** A provider's JSON answer; network errors, timeouts and non-JSON bodies become a Chinese message. */
export async function providerJson<T>(name: string, url: string, init: RequestInit = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS), redirect: 'error' });
  } catch {
    throw ssoError(`${name}暂时无法访问，请稍后重试`, 502);
  }
  const text = await response.text();
  try {
    return JSON.parse(text) as T;
  } catch {
    throw ssoError(`${name}返回了无法识别的应答（HTTP ${response.status}）`, 502);
  }
}

/** A provider's plain-text answer (CAS XML). */
export async function providerText(name: string, url: string): Promise<string> {
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS), redirect: 'error' });
  } catch {
    throw ssoError(`${name}暂时无法访问，请稍后重试`, 502);
  }
  if (!response.ok) throw ssoError(`${name}应答异常（HTTP ${response.status}）`, 502);
  return response.text();
}
