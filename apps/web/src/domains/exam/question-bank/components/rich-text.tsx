import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';

// The TipTap editor is heavy: it loads with the first question editor opened.
const RichTextEditor = lazy(() =>
  import('../../../../components/rich-text-editor.tsx').then((m) => ({ default: m.RichTextEditor })),
);

interface Props {
  /** Names the editing area for assistive technology. */
  label: string;
  value?: string;
  onChange?: (html: string) => void;
  minHeight?: number;
}

/** A rich text form control of the question editor (images, code blocks, `$LaTeX$` typed as text). */
export function RichText({ label, value, onChange, minHeight = 120 }: Props) {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 3 }} />}>
      <RichTextEditor value={value} onChange={onChange} placeholder={label} minHeight={minHeight} />
    </Suspense>
  );
}
