import { AI_LIMITS } from '@ck/shared';
import { describe, expect, it } from 'vitest';
import {
  appendDelta,
  type ChatMessage,
  isAnswering,
  requestMessages,
  settleAnswer,
  startExchange,
} from './chat-messages.ts';

describe('message states (SPEC.md §3, §4)', () => {
  it('adds the user message, then an empty assistant message in state loading', () => {
    const { messages, answerId } = startExchange([], '什么是循环？', 1);
    expect(messages).toEqual([
      { id: 1, role: 'user', message: '什么是循环？', state: 'got', index: 0 },
      { id: 2, role: 'assistant', message: '', state: 'loading', index: 1 },
    ]);
    expect(answerId).toBe(2);
    expect(isAnswering(messages)).toBe(true);
  });

  it('streams deltas into the loading answer, then sets it to got', () => {
    let { messages, answerId } = startExchange([], '问', 1);
    messages = appendDelta(messages, answerId, '循环就是');
    messages = appendDelta(messages, answerId, '重复做事');
    expect(messages[1]).toMatchObject({ message: '循环就是重复做事', state: 'loading' });
    messages = settleAnswer(messages, answerId, 'ok');
    expect(messages[1]).toMatchObject({ message: '循环就是重复做事', state: 'got', outcome: 'ok' });
    expect(isAnswering(messages)).toBe(false);
    // Late pieces after the end change nothing.
    expect(appendDelta(messages, answerId, '!')).toEqual(messages);
  });

  it('a stopped answer keeps its partial text; an error carries its Chinese message', () => {
    let { messages, answerId } = startExchange([], '问', 1);
    messages = appendDelta(messages, answerId, '一半');
    const stopped = settleAnswer(messages, answerId, 'stopped');
    expect(stopped[1]).toMatchObject({ message: '一半', state: 'got', outcome: 'stopped' });
    const failed = settleAnswer(messages, answerId, 'error', '今日次数已用完');
    expect(failed[1]).toMatchObject({ state: 'got', outcome: 'error', error: '今日次数已用完' });
    // Settling twice keeps the first ending.
    expect(settleAnswer(stopped, answerId, 'error', 'x')).toEqual(stopped);
  });

  it('numbers messages by index across exchanges', () => {
    let state = startExchange([], '一', 1);
    state = startExchange(settleAnswer(state.messages, state.answerId, 'ok'), '二', 3);
    expect(state.messages.map((m) => [m.id, m.index])).toEqual([
      [1, 0],
      [2, 1],
      [3, 2],
      [4, 3],
    ]);
  });
});

describe('requestMessages', () => {
  const msg = (id: number, role: 'user' | 'assistant', message: string, extra: Partial<ChatMessage> = {}) =>
    ({ id, role, message, state: 'got', index: id, ...extra }) as ChatMessage;

  it('sends the conversation without the loading answer or empty failed answers', () => {
    const messages = [
      msg(1, 'user', '第一个问题'),
      msg(2, 'assistant', '', { outcome: 'error', error: '超时' }),
      msg(3, 'user', '第二个问题'),
      msg(4, 'assistant', '', { state: 'loading' }),
    ];
    expect(requestMessages(messages)).toEqual([
      { role: 'user', message: '第一个问题' },
      { role: 'user', message: '第二个问题' },
    ]);
  });

  it('clips long answers and keeps within the message count, starting with a question', () => {
    const many: ChatMessage[] = [];
    for (let i = 0; i < 30; i++)
      many.push(msg(i, i % 2 ? 'assistant' : 'user', i % 2 ? 'x'.repeat(5000) : `问${i}`));
    const out = requestMessages(many);
    expect(out.length).toBeLessThanOrEqual(AI_LIMITS.messages);
    expect(out[0].role).toBe('user');
    expect(out.every((m) => m.message.length <= AI_LIMITS.messageChars)).toBe(true);
    expect(out.reduce((n, m) => n + m.message.length, 0)).toBeLessThanOrEqual(AI_LIMITS.totalChars);
  });

  it('leaves room for the attached context in the total', () => {
    const messages = [
      msg(1, 'user', 'a'.repeat(3000)),
      msg(2, 'assistant', 'b'.repeat(3000)),
      msg(3, 'user', '再问'),
    ];
    expect(requestMessages(messages, AI_LIMITS.totalChars - 100)).toEqual([
      { role: 'user', message: '再问' },
    ]);
  });
});
