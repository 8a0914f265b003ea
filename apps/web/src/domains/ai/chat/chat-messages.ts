import { AI_LIMITS } from '@ck/shared';

/**
 * A message of the panel (SPEC.md §3: id, role, message, state, index). `state` goes `loading` -> `got`
 * (§4); `outcome` says how a `got` answer ended: in full, stopped by the student, or with an error
 * (`error`, Chinese, shown in the bubble).
 */
export interface ChatMessage {
  id: number;
  role: 'user' | 'assistant';
  message: string;
  state: 'loading' | 'got';
  index: number;
  outcome?: 'ok' | 'stopped' | 'error';
  error?: string;
}

/** SPEC.md §4: the user's message, then an empty assistant message in state `loading`. */
export function startExchange(
  messages: ChatMessage[],
  question: string,
  nextId: number,
): { messages: ChatMessage[]; answerId: number } {
  const index = messages.length;
  const user: ChatMessage = { id: nextId, role: 'user', message: question, state: 'got', index };
  const answer: ChatMessage = {
    id: nextId + 1,
    role: 'assistant',
    message: '',
    state: 'loading',
    index: index + 1,
  };
  return { messages: [...messages, user, answer], answerId: answer.id };
}

const update = (messages: ChatMessage[], id: number, change: (m: ChatMessage) => ChatMessage) =>
  messages.map((m) => (m.id === id ? change(m) : m));

/** A streamed piece of the answer; the message stays `loading` until the stream ends. */
export function appendDelta(messages: ChatMessage[], id: number, delta: string): ChatMessage[] {
  if (!delta) return messages;
  return update(messages, id, (m) => (m.state === 'loading' ? { ...m, message: m.message + delta } : m));
}

/** The stream ended: the answer is `got`, kept as far as it came, with how it ended. */
export function settleAnswer(
  messages: ChatMessage[],
  id: number,
  outcome: 'ok' | 'stopped' | 'error',
  error?: string,
): ChatMessage[] {
  return update(messages, id, (m) =>
    m.state === 'loading' ? { ...m, state: 'got', outcome, ...(error ? { error } : {}) } : m,
  );
}

export const isAnswering = (messages: ChatMessage[]) => messages.some((m) => m.state === 'loading');

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/**
 * The conversation as the server takes it: answers still loading or empty (failed before any text)
 * are left out, long answers are clipped to the per-message limit, and the oldest turns go first when
 * the count or the whole prompt (with the context's `contextChars`) would pass `AI_LIMITS`. The
 * result starts with a question.
 */
export function requestMessages(
  messages: ChatMessage[],
  contextChars = 0,
): { role: 'user' | 'assistant'; message: string }[] {
  const turns = messages
    .filter((m) => m.state === 'got' && m.message.trim())
    .map((m) => ({ role: m.role, message: clip(m.message, AI_LIMITS.messageChars) }));
  let total = contextChars + turns.reduce((n, t) => n + t.message.length, 0);
  while (turns.length > 1 && (turns.length > AI_LIMITS.messages || total > AI_LIMITS.totalChars)) {
    total -= turns.shift()?.message.length ?? 0;
  }
  while (turns.length > 1 && turns[0].role !== 'user') turns.shift();
  return turns;
}
