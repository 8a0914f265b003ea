/** Client-side limits of the upload controls; the server still applies its own extension allow-list and size. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const FILE_MAX_BYTES = 20 * 1024 * 1024;

export type UploadKind = 'image' | 'file';

const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

/** Why a picked file cannot be uploaded into a field of this kind, or null when it may. */
export function uploadProblem(file: { type: string; size: number }, kind: UploadKind): string | null {
  if (kind === 'image' && !file.type.toLowerCase().startsWith('image/'))
    return '只能上传图片文件（JPG、PNG、GIF、WebP 等）';
  if (file.size <= 0) return '不能上传空文件';
  const max = kind === 'image' ? IMAGE_MAX_BYTES : FILE_MAX_BYTES;
  if (file.size > max) return `${kind === 'image' ? '图片' : '文件'}不能超过 ${megabytes(max)}`;
  return null;
}

/** The name to show for a stored path: its last segment without the random prefix the server adds. */
export function storedFileName(path: string): string {
  const last =
    path
      .replace(/[?#].*$/, '')
      .split('/')
      .filter(Boolean)
      .at(-1) ?? path;
  const name = last.replace(/^[0-9a-f]{16}_/, '');
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}
