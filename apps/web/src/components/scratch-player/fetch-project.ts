import { currentToken } from '../../stores/session-store.ts';

/** A failure with a message fit to show under "作品加载失败". */
export class ProjectLoadError extends Error {}

export interface Progress {
  loaded: number;
  /** 0 when the server did not say how large the file is. */
  total: number;
}

/** Our own API paths may serve private files: they need the signed-in user's token. */
function headersFor(src: string): HeadersInit {
  const url = new URL(src, window.location.href);
  const token = currentToken();
  return url.origin === window.location.origin && url.pathname.startsWith('/api/') && token
    ? { 'X-Access-Token': token }
    : {};
}

/** Reads a response body chunk by chunk so the caller can show how much has arrived. */
async function readBody(response: Response, onProgress: (p: Progress) => void): Promise<ArrayBuffer> {
  const total = Number(response.headers.get('content-length')) || 0;
  if (!response.body) return response.arrayBuffer();
  const reader = response.body.getReader();
  const parts: Uint8Array[] = [];
  let loaded = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    loaded += value.length;
    onProgress({ loaded, total });
  }
  const data = new Uint8Array(loaded);
  let at = 0;
  for (const part of parts) {
    data.set(part, at);
    at += part.length;
  }
  return data.buffer;
}

/** Fetches a file as bytes; HTTP and network failures become Chinese reasons. */
export async function fetchBytes(
  src: string,
  onProgress: (p: Progress) => void,
  signal?: AbortSignal,
): Promise<ArrayBuffer> {
  let response: Response;
  try {
    response = await fetch(src, { headers: headersFor(src), signal, credentials: 'same-origin' });
  } catch (err) {
    if (signal?.aborted) throw err;
    throw new ProjectLoadError('网络错误，无法下载文件');
  }
  if (response.status === 404) throw new ProjectLoadError('文件不存在（404）');
  if (response.status === 401 || response.status === 403)
    throw new ProjectLoadError(`没有权限访问该文件（${response.status}）`);
  if (!response.ok) throw new ProjectLoadError(`服务器返回错误（${response.status}）`);
  return readBody(response, onProgress);
}

/**
 * A Scratch 3 project is a zip (starts with "PK") or, rarely, a bare project.json. Anything else,
 * e.g. an HTML error page, is refused before it reaches the VM and its less helpful messages.
 */
export function projectProblem(data: ArrayBuffer): string | null {
  if (data.byteLength === 0) return '文件为空';
  const head = new Uint8Array(data, 0, Math.min(data.byteLength, 64));
  if (head[0] === 0x50 && head[1] === 0x4b) return null;
  const text = new TextDecoder().decode(head).trimStart();
  if (text.startsWith('{')) return null;
  if (/^<(!doctype|html)/i.test(text)) return '服务器返回的是网页而不是 Scratch 作品文件';
  return '不是有效的 Scratch 作品文件（.sb3）';
}
