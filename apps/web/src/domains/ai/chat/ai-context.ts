import { AI_LIMITS, type AiContext } from '@ck/shared';

const clip = (text: string | undefined, max: number) =>
  text === undefined ? undefined : text.length > max ? text.slice(0, max) : text;

/** Limits the contract puts on the context's fields (`aiContextSchema`), so a long file never gets a 400. */
export function clipContext(context: AiContext): AiContext {
  const out: AiContext = {};
  const put = <K extends keyof AiContext>(key: K, value: AiContext[K]) => {
    if (value !== undefined && value !== '') out[key] = value;
  };
  put('code', clip(context.code, AI_LIMITS.codeChars));
  put('language', clip(context.language?.trim(), 20));
  put('problem', clip(context.problem, AI_LIMITS.problemChars));
  put('verdict', clip(context.verdict, AI_LIMITS.verdictChars));
  put('page', clip(context.page?.trim(), 200));
  put('problemId', clip(context.problemId, 36));
  put('unitId', clip(context.unitId, 36));
  return out;
}

/** A problem as context: its title on the first line (what the panel shows), then the statement. */
export function problemText(title: string, statement?: string): string {
  return statement?.trim() ? `${title.trim()}\n\n${statement.trim()}` : title.trim();
}

/** The problem's title: the first line of `problem`. */
export function problemTitle(problem: string | undefined): string {
  return (problem ?? '').split(/\r?\n/, 1)[0].trim();
}

export function hasContext(context: AiContext | null | undefined): context is AiContext {
  return !!context && Object.values(context).some((v) => typeof v === 'string' && v.trim() !== '');
}

/** Characters the context adds to the prompt (the server counts it into `AI_LIMITS.totalChars`). */
export function contextChars(context: AiContext | null | undefined): number {
  if (!context) return 0;
  return Object.values(context).reduce<number>((n, v) => n + (typeof v === 'string' ? v.length : 0), 0);
}

/** One line saying what is attached: language, problem and verdict. */
export function contextSummary(context: AiContext): string {
  const parts = [
    context.language,
    problemTitle(context.problem) || context.page,
    context.verdict?.split(/\r?\n/, 1)[0],
  ];
  const text = parts.filter((p) => p?.trim()).join(' · ');
  return text || '当前页面';
}
