/** A piece of question text: plain text, or a formula written as `$…$` (inline) or `$$…$$` (display). */
export type LatexSegment = { kind: 'text'; text: string } | { kind: 'math'; tex: string; display: boolean };

const isSpace = (c: string | undefined) => c === undefined || /\s/.test(c);
const isDigit = (c: string | undefined) => c !== undefined && c >= '0' && c <= '9';

/** The `$$` closing a display formula that starts at `from`, skipping `\x` escapes; -1 when none. */
function displayEnd(text: string, from: number): number {
  for (let i = from; i < text.length; i++) {
    if (text[i] === '\\') i++;
    else if (text[i] === '$' && text[i + 1] === '$') return i;
  }
  return -1;
}

/**
 * The `$` closing an inline formula that starts at `from`, or -1. Like Pandoc, a formula neither
 * starts nor ends with a space and its closing `$` is not followed by a digit, so prices such as
 * "$5 and $6" stay text; an inline formula does not cross a line.
 */
function inlineEnd(text: string, from: number): number {
  if (isSpace(text[from]) || text[from] === '$') return -1;
  for (let i = from; i < text.length; i++) {
    const c = text[i];
    if (c === '\n') return -1;
    if (c === '\\') i++;
    else if (c === '$' && !isSpace(text[i - 1]) && !isDigit(text[i + 1])) return i;
  }
  return -1;
}

/**
 * Splits text into plain runs and formulas. `\$` is a literal dollar; a `$` without a closing partner
 * stays text; an empty formula (`$$$$`) is text too. Text never loses a character: joining the
 * segments back with their delimiters gives the input (escapes aside).
 */
export function splitLatex(text: string): LatexSegment[] {
  const segments: LatexSegment[] = [];
  let buffer = '';
  const flush = () => {
    if (buffer) segments.push({ kind: 'text', text: buffer });
    buffer = '';
  };
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (c === '\\' && text[i + 1] === '$') {
      buffer += '$';
      i += 2;
      continue;
    }
    if (c !== '$') {
      buffer += c;
      i++;
      continue;
    }
    if (text[i + 1] === '$') {
      const end = displayEnd(text, i + 2);
      const tex = end < 0 ? '' : text.slice(i + 2, end);
      if (tex.trim()) {
        flush();
        segments.push({ kind: 'math', tex: tex.trim(), display: true });
        i = end + 2;
      } else {
        buffer += '$$';
        i += 2;
      }
      continue;
    }
    const end = inlineEnd(text, i + 1);
    if (end > i + 1) {
      flush();
      segments.push({ kind: 'math', tex: text.slice(i + 1, end), display: false });
      i = end + 1;
    } else {
      buffer += '$';
      i++;
    }
  }
  flush();
  return segments;
}

/** Whether text holds at least one formula (the renderer loads KaTeX only then). */
export function hasLatex(text: string | null | undefined): boolean {
  if (!text?.includes('$')) return false;
  return splitLatex(text).some((s) => s.kind === 'math');
}
