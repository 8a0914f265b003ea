import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';

// The TipTap editor is heavy: it loads only when a form with a rich-text field renders.
const RichTextEditor = lazy(() =>
  import('../../components/rich-text-editor.tsx').then((m) => ({ default: m.RichTextEditor })),
);

interface RichTextInputProps {
  /** Names the editing area for assistive technology. */
  label: string;
  value?: string;
  onChange?: (html: string) => void;
}

/** The `richtext` form control: the shared TipTap editor, loaded on demand; the value is HTML. */
export function RichTextInput({ label, value, onChange }: RichTextInputProps) {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
      <RichTextEditor value={value} onChange={onChange} placeholder={label} minHeight={280} />
    </Suspense>
  );
}
