import { useQuery } from '@tanstack/react-query';
import { Alert } from 'antd';
import { Suspense } from 'react';
import { lazyNamed } from '../app/lazy-page.ts';
import { currentToken } from '../stores/session-store.ts';
import { PageLoading } from './page-loading.tsx';

const CodeViewer = lazyNamed(() => import('./code-viewer.tsx'), 'CodeViewer');

const MAX_CODE_CHARS = 512 * 1024;

/** What the reader is told when the file cannot be shown. */
export interface CodeFileTexts {
  missing: string;
  unreadable: string;
  tooLong: string;
}

interface Props {
  url: string;
  language: 'python' | 'cpp';
  queryKey: readonly unknown[];
  texts: CodeFileTexts;
  /** Whether the request carries the session token (files served by the API). */
  withToken: boolean;
}

async function fetchCode(url: string, texts: CodeFileTexts, withToken: boolean): Promise<string> {
  const token = currentToken();
  const res = await fetch(url, { headers: token && withToken ? { 'X-Access-Token': token } : {} });
  if (!res.ok) throw new Error(res.status === 404 ? texts.missing : texts.unreadable);
  const text = await res.text();
  if (text.length > MAX_CODE_CHARS) throw new Error(texts.tooLong);
  return text;
}

/** A Python / C++ source file fetched from `url` and shown read-only; a failure shows why. */
export function RemoteCodeView({ url, language, queryKey, texts, withToken }: Props) {
  const code = useQuery({
    queryKey,
    queryFn: () => fetchCode(url, texts, withToken),
    staleTime: 300_000,
  });
  if (code.isLoading) return <PageLoading />;
  if (code.error) return <Alert type="warning" showIcon title={(code.error as Error).message} />;
  return (
    <Suspense fallback={<PageLoading />}>
      <CodeViewer code={code.data ?? ''} language={language} />
    </Suspense>
  );
}
