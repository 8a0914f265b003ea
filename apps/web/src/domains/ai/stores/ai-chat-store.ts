import type { AiContext } from '@ck/shared';
import { create } from 'zustand';
import { HttpError, reportHttpError, STATUS_TEXT } from '../../../api/http-errors.ts';
import { useSession } from '../../../stores/session-store.ts';
import { clipContext, contextChars, hasContext } from '../chat/ai-context.ts';
import {
  appendDelta,
  type ChatMessage,
  isAnswering,
  requestMessages,
  settleAnswer,
  startExchange,
} from '../chat/chat-messages.ts';
import { streamChat } from '../chat/chat-stream.ts';
import { canSend } from '../chat/send-keys.ts';

interface AskInput {
  question: string;
  scene: string;
  context: AiContext | null;
  /** Called when the answer has ended, however it ended (the panel refreshes today's usage). */
  onSettled?: () => void;
}

interface AiChatState {
  /** Whose conversation this is: another user signing in starts a new one. */
  owner: string;
  messages: ChatMessage[];
  nextId: number;
  controller: AbortController | null;
  ask: (input: AskInput) => Promise<void>;
  stop: () => void;
  /** 新对话: stops a running answer and clears the conversation. */
  reset: (owner?: string) => void;
}

/**
 * The conversation of the panel, outside React so it survives closing the panel and changing pages;
 * the answer streams into the last assistant message (SPEC.md §4 states).
 */
export const useAiChat = create<AiChatState>()((set, get) => ({
  owner: '',
  messages: [],
  nextId: 1,
  controller: null,

  async ask({ question, scene, context, onSettled }) {
    const text = question.trim();
    if (!canSend(text) || isAnswering(get().messages)) return;
    const { messages, answerId } = startExchange(get().messages, text, get().nextId);
    const controller = new AbortController();
    set({ messages, nextId: get().nextId + 2, controller });
    const attached = hasContext(context) ? clipContext(context) : {};
    const token = useSession.getState().token;
    const settle = (outcome: 'ok' | 'stopped' | 'error', error?: string) =>
      set((s) => ({
        messages: settleAnswer(s.messages, answerId, outcome, error),
        controller: s.controller === controller ? null : s.controller,
      }));
    try {
      const events = streamChat(
        {
          scene,
          messages: requestMessages(messages, contextChars(attached)),
          context: attached,
        },
        {
          token,
          signal: controller.signal,
          onUnauthorized: () => reportHttpError(new HttpError(401, STATUS_TEXT[401]), token, true),
        },
      );
      for await (const event of events) {
        if ('delta' in event) set((s) => ({ messages: appendDelta(s.messages, answerId, event.delta) }));
        else if ('error' in event) settle('error', event.error);
        else settle('ok');
      }
    } catch {
      settle(
        controller.signal.aborted ? 'stopped' : 'error',
        controller.signal.aborted ? undefined : '码狗出错了，请稍后再试',
      );
    } finally {
      // A stream that ended without a final event was settled as an error by streamChat; this is a no-op then.
      settle('error', '码狗出错了，请稍后再试');
      onSettled?.();
    }
  },

  stop() {
    get().controller?.abort();
  },

  reset(owner) {
    get().controller?.abort();
    set({ messages: [], controller: null, owner: owner ?? get().owner });
  },
}));
