import { cpp } from '@codemirror/lang-cpp';
import { python } from '@codemirror/lang-python';
import CodeMirror from '@uiw/react-codemirror';
import { useMemo } from 'react';

/** Read-only source with syntax colours. Loaded lazily: CodeMirror is the heaviest part of the page. */
export function CodeViewer({ code, language }: { code: string; language: 'python' | 'cpp' }) {
  const extensions = useMemo(() => [language === 'python' ? python() : cpp()], [language]);
  return (
    <CodeMirror
      value={code}
      editable={false}
      readOnly
      extensions={extensions}
      maxHeight="520px"
      basicSetup={{ tabSize: 4, foldGutter: false }}
      style={{ border: '1px solid #d9d9d9', borderRadius: 10, fontSize: 15 }}
    />
  );
}
