import type { PageResult, SysFile } from '@ck/shared';
import { type Params, unwrap, uploadAction } from '../../../api/client.ts';
import { deleteResult, getResult } from '../../../api/result-calls.ts';

export const listFiles = (params: Params) => getResult<PageResult<SysFile>>('/sys/file/list', params);
export const deleteFile = (id: string) => deleteResult<null>('/sys/file/delete', { id });

export interface UploadOptions {
  /** Storage folder, e.g. `avatar`, `config`. */
  biz: string;
  /** Name sent with a Blob that has none (a cropped image). */
  fileName?: string;
  isPublic?: boolean;
  /** Quiet: the caller shows the failure itself. */
  quiet?: boolean;
}

/** Uploads one file (`POST /sys/common/upload`, fields `file`, `biz`, `isPublic`); answers the stored path. */
export async function uploadFile(file: Blob, options: UploadOptions): Promise<string> {
  const form = new FormData();
  form.append('biz', options.biz);
  // Unsaid, the server decides by folder: assets shown to others are public, anything else private.
  if (options.isPublic !== undefined) form.append('isPublic', options.isPublic ? '1' : '0');
  if (options.fileName) form.append('file', file, options.fileName);
  else form.append('file', file);
  const res = await uploadAction<string>('/sys/common/upload', form, {
    timeoutMs: 300_000,
    quiet: options.quiet,
  });
  // Older servers answered the path in `message`.
  return unwrap(res) || res.message;
}
