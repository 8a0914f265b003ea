import { cpp } from '@codemirror/lang-cpp';
import { java } from '@codemirror/lang-java';
import { javascript } from '@codemirror/lang-javascript';
import { python } from '@codemirror/lang-python';
import CodeMirror from '@uiw/react-codemirror';
import { useMemo } from 'react';

/** Syntax mode by the language's editor name (cpp, python, javascript, java). */
function modeOf(editor: string) {
  if (editor === 'python') return [python()];
  if (editor === 'javascript') return [javascript()];
  if (editor === 'java') return [java()];
  return [cpp()];
}

interface Props {
  value: string;
  onChange?: (value: string) => void;
  editor: string;
  height?: string;
  readOnly?: boolean;
}

/** CodeMirror with the syntax of the chosen language. Loaded lazily: it is the heaviest part of the page. */
export function CodeEditor({ value, onChange, editor, height = '420px', readOnly }: Props) {
  const extensions = useMemo(() => modeOf(editor), [editor]);
  return (
    <CodeMirror
      value={value}
      height={height}
      extensions={extensions}
      onChange={onChange}
      readOnly={readOnly}
      basicSetup={{ tabSize: 4 }}
      style={{ border: '1px solid #d9d9d9', borderRadius: 6, fontSize: 14 }}
    />
  );
}
