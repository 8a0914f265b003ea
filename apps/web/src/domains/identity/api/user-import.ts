import type { ApiResult, UserImportProgress, UserImportResult } from '@ck/shared';
import { getAction, unwrap } from '../../../api/client.ts';
import {
  HttpError,
  NETWORK_TEXT,
  reportHttpError,
  STATUS_TEXT,
  TIMEOUT_TEXT,
} from '../../../api/http-errors.ts';
import { currentToken } from '../../../stores/session-store.ts';

const IMPORT_TIMEOUT_MS = 300_000;

function envelopeOf(text: string): ApiResult<unknown> | undefined {
  try {
    const body: unknown = JSON.parse(text);
    return typeof body === 'object' && body !== null && 'success' in body
      ? (body as ApiResult<unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Uploads the sheet with XMLHttpRequest, the one browser API that reports upload progress, tagged
 * with `importId` so that the server's progress can be polled meanwhile. Errors behave like the
 * shared client's quiet calls: the caller shows them; an expired session still ends the session.
 */
export function uploadUserImport(
  file: File,
  importId: string,
  onUpload: (loaded: number, total: number) => void,
): Promise<UserImportResult> {
  const form = new FormData();
  form.append('file', file);
  const token = currentToken();
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const fail = (error: HttpError) => {
      reportHttpError(error, token, true);
      reject(error);
    };
    xhr.open('POST', `/api/sys/user/importExcel?importId=${encodeURIComponent(importId)}`);
    xhr.timeout = IMPORT_TIMEOUT_MS;
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('X-Access-Token', token);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onUpload(e.loaded, e.total);
    };
    xhr.onload = () => {
      const body = envelopeOf(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300 && body) {
        try {
          resolve(unwrap(body as ApiResult<UserImportResult>));
        } catch (err) {
          reject(err);
        }
        return;
      }
      const message =
        body?.message || STATUS_TEXT[xhr.status] || (body ? '导入失败' : `请求失败（${xhr.status}）`);
      fail(new HttpError(xhr.status, message, body?.code, false, body?.result ?? undefined));
    };
    xhr.onerror = () => fail(new HttpError(0, NETWORK_TEXT));
    xhr.ontimeout = () => fail(new HttpError(504, TIMEOUT_TEXT, undefined, true));
    xhr.send(form);
  });
}

/** The server's progress of an import, or null while it is not known there (not started yet, other node). */
export async function fetchUserImportProgress(importId: string): Promise<UserImportProgress | null> {
  try {
    return unwrap(
      await getAction<UserImportProgress>('/sys/user/importProgress', { id: importId }, { quiet: true }),
    );
  } catch (err) {
    if (err instanceof HttpError && err.status === 404) return null;
    throw err;
  }
}
