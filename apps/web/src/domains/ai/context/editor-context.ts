import { AI_LIMITS, type AiContext } from '@ck/shared';

interface PythonEditorInput {
  code: string;
  title: string;
  /** The homework the editor was opened for, if any. */
  homework?: string;
  /** The console of the last run; its error lines (`err`) tell the code dog what went wrong. */
  console: { kind: string; text: string }[];
}

/** The last run's error output (the end of it, where Python's traceback names the problem). */
export function runErrors(console: PythonEditorInput['console']): string | undefined {
  const text = console
    .filter((c) => c.kind === 'err')
    .map((c) => c.text)
    .join('')
    .trim();
  if (!text) return undefined;
  return text.length > AI_LIMITS.verdictChars ? text.slice(-AI_LIMITS.verdictChars) : text;
}

/** What the Python editor hands the code dog: the program, the homework and the last run's errors. */
export function pythonEditorRequest(input: PythonEditorInput): { scene: string; context: AiContext } {
  const errors = runErrors(input.console);
  return {
    scene: errors ? 'debug' : 'explain',
    context: {
      code: input.code,
      language: 'Python 3',
      problem: input.homework ? `作业：${input.homework}` : undefined,
      verdict: errors ? `运行出错：\n${errors}` : undefined,
      page: `Python 编辑器：${input.title || '未命名作品'}`,
    },
  };
}

/** What the Scratch editor hands the code dog: the project's name (its blocks stay in the editor). */
export function scratchEditorRequest(title: string): { scene: string; context: AiContext } {
  return {
    scene: 'scratch',
    context: { language: 'Scratch 3', page: `Scratch 编辑器：${title || '未命名作品'}` },
  };
}
