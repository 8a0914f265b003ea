import { AI_CONVERSATION_STATUSES, AI_SCENES } from '@ck/shared';

export const SCENE_TEXT: Record<string, string> = Object.fromEntries(
  AI_SCENES.map((s) => [s.value, s.label]),
);
export const CONVERSATION_STATUS_TEXT: Record<string, string> = Object.fromEntries(
  AI_CONVERSATION_STATUSES.map((s) => [s.value, s.label]),
);
export const CONVERSATION_STATUS_COLOR: Record<string, string> = {
  ok: 'success',
  stopped: 'default',
  error: 'error',
};

/** Today's use against the quota, e.g. "今日已问 3/50 次"; 0 means no limit. */
export function usageText(usage: {
  messages: number;
  tokens: number;
  dailyQuota: number;
  dailyTokens: number;
}) {
  const messages = usage.dailyQuota
    ? `${usage.messages}/${usage.dailyQuota} 次`
    : `${usage.messages} 次（不限）`;
  const tokens = usage.dailyTokens ? `${usage.tokens}/${usage.dailyTokens}` : `${usage.tokens}（不限）`;
  return `今日已问 ${messages} · 用量 ${tokens} tokens`;
}
