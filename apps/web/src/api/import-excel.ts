import { unwrap, uploadAction } from './client.ts';
import type { ImportResult } from './types.ts';

/**
 * Uploads a spreadsheet to an `importExcel` endpoint. Quiet: the page lists the refused rows or the
 * server's message itself. A large import may be given more time than the client's default.
 */
export async function importExcel(url: string, file: File, timeoutMs?: number): Promise<ImportResult> {
  const form = new FormData();
  form.append('file', file);
  return unwrap(await uploadAction<ImportResult>(url, form, { quiet: true, timeoutMs }));
}
