/** The key facts of a textarea `keydown` the send rule needs. */
export interface EnterKey {
  key: string;
  shiftKey: boolean;
  ctrlKey: boolean;
  metaKey?: boolean;
  altKey?: boolean;
  /** An input method is composing (pinyin): Enter picks a candidate, it never sends. */
  isComposing?: boolean;
}

/**
 * SPEC.md §5: Enter sends; Shift+Enter and Ctrl+Enter do not send but insert a newline. The browser
 * inserts it for Shift+Enter itself (`default`), not for Ctrl/⌘+Enter (`newline`: the panel inserts it).
 */
export function enterAction(e: EnterKey): 'send' | 'newline' | 'default' {
  if (e.key !== 'Enter' || e.isComposing) return 'default';
  if (e.ctrlKey || e.metaKey) return 'newline';
  if (e.shiftKey || e.altKey) return 'default';
  return 'send';
}

/** SPEC.md §5: nothing is sent for empty or whitespace-only input. */
export function canSend(text: string): boolean {
  return text.trim().length > 0;
}

/** The text with a newline in place of the selection, and where the caret goes. */
export function insertNewline(value: string, start: number, end: number): { value: string; caret: number } {
  const from = Math.max(0, Math.min(start, value.length));
  const to = Math.max(from, Math.min(end, value.length));
  return { value: `${value.slice(0, from)}\n${value.slice(to)}`, caret: from + 1 };
}
