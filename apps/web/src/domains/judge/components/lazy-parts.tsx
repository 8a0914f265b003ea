import { Skeleton } from 'antd';
import { Suspense } from 'react';
import { lazyNamed } from '../../../app/lazy-page.ts';

const LazyMarkdown = lazyNamed<{ source: string }, 'MarkdownView'>(
  () => import('./markdown-view.tsx'),
  'MarkdownView',
);
type EditorProps = Parameters<typeof import('./code-editor.tsx').CodeEditor>[0];
const LazyEditor = lazyNamed<EditorProps, 'CodeEditor'>(() => import('./code-editor.tsx'), 'CodeEditor');

/** Statement renderer, fetched with markdown-it, KaTeX and DOMPurify only when first shown. */
export function Statement({ source }: { source: string }) {
  return (
    <Suspense fallback={<Skeleton active />}>
      <LazyMarkdown source={source} />
    </Suspense>
  );
}

/** Code editor, fetched with CodeMirror only when first shown. */
export function Editor(props: {
  value: string;
  onChange?: (value: string) => void;
  editor: string;
  height?: string;
  readOnly?: boolean;
}) {
  return (
    <Suspense fallback={<Skeleton active />}>
      <LazyEditor {...props} />
    </Suspense>
  );
}
