// Loaded only through `import()` from the viewer: pdf.js and its worker stay out of every page bundle.
import { GlobalWorkerOptions, getDocument, type PDFDocumentProxy } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

GlobalWorkerOptions.workerSrc = workerUrl;

export type { PDFDocumentProxy };

/** What pdf.js throws, as one Chinese line. */
export function pdfReason(err: unknown): string {
  const e = err as { name?: string; status?: number; message?: string };
  if (e?.name === 'PasswordException') return '该 PDF 设有密码，无法在线查看，请下载后打开';
  if (e?.name === 'InvalidPDFException') return '文件不是有效的 PDF 或已损坏';
  if (e?.name === 'ResponseException' || e?.name === 'MissingPDFException') {
    if (e.status === 404 || e.name === 'MissingPDFException') return '文件不存在（404）';
    if (e.status === 401 || e.status === 403) return `没有权限访问该文件（${e.status}）`;
    return e.status ? `服务器返回错误（${e.status}）` : '网络错误，无法下载文件';
  }
  return `无法打开该 PDF（${(e?.message ?? String(err)).slice(0, 120)}）`;
}

export interface OpenOptions {
  url: string;
  headers: Record<string, string>;
  onProgress(loaded: number, total: number): void;
}

/** Starts loading a document; `destroy()` on the task cancels it. */
export function openPdf({ url, headers, onProgress }: OpenOptions) {
  const task = getDocument({ url, httpHeaders: headers, withCredentials: true, isEvalSupported: false });
  task.onProgress = ({ loaded, total }: { loaded: number; total: number }) => onProgress(loaded, total);
  return task;
}
