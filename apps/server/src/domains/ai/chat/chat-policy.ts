import type { Db } from '../../../db/client.ts';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import { hasContestInProgress } from '../../contest/index.ts';
import { hasExamInProgress } from '../../exam/index.ts';
import type { AiSettings } from '../settings/settings-store.ts';
import { insideHours, zonedNow } from './chat-clock.ts';
import { type DailyUsage, usageSince } from './chat-usage.ts';

/** Why the code dog may not answer, in the words the panel shows. */
export const REFUSALS = {
  disabled: 'AI 助手未开启',
  noKey: 'AI 助手未配置密钥，请联系管理员',
  role: '你的角色不可用 AI 助手',
  hours: (hours: string) => `不在可用时段 ${hours.split(',').join('、')}`,
  messages: '今日次数已用完，明天再来吧',
  tokens: '今日用量已用完，明天再来吧',
  exam: '考试进行中，暂不能使用 AI 助手',
  contest: '比赛进行中，暂不能使用 AI 助手',
} as const;

/** Ollama and vLLM on this machine need no key; anything else does. */
export function isLocalBaseUrl(baseUrl: string): boolean {
  try {
    const host = new URL(baseUrl).hostname;
    return host === '127.0.0.1' || host === 'localhost' || host === '[::1]';
  } catch {
    return false;
  }
}

/** The checks that need no database: switch, key, role, hours, quota. */
export function settingsRefusal(
  settings: AiSettings,
  auth: AuthContext,
  minuteOfDay: number,
  usage: DailyUsage,
): string | null {
  if (!settings.enabled) return REFUSALS.disabled;
  if (!settings.apiKey && !isLocalBaseUrl(settings.baseUrl)) return REFUSALS.noKey;
  if (!auth.roles.some((role) => settings.roles.includes(role))) return REFUSALS.role;
  if (!insideHours(settings.hours, minuteOfDay)) return REFUSALS.hours(settings.hours);
  if (settings.dailyQuota > 0 && usage.messages >= settings.dailyQuota) return REFUSALS.messages;
  if (settings.dailyTokens > 0 && usage.tokens >= settings.dailyTokens) return REFUSALS.tokens;
  return null;
}

export interface PolicyVerdict {
  /** Why not (Chinese), or null when the user may ask now. */
  reason: string | null;
  usage: DailyUsage;
}

/**
 * The one rule of who may ask the code dog now, used by the status, chat and compatibility routes
 * alike. The exam and contest lock-outs are read from their domains: help is never available to a
 * student answering an exam or competing in a running contest.
 */
export async function aiPolicy(
  db: Db,
  settings: AiSettings,
  auth: AuthContext,
  timezone: string,
  now = new Date(),
): Promise<PolicyVerdict> {
  const { minuteOfDay, dayStart } = zonedNow(timezone, now);
  const usage = () => usageSince(db, auth.tenantId, auth.userId, dayStart);
  const open = settingsRefusal(settings, auth, minuteOfDay, { messages: 0, tokens: 0 });
  if (open) return { reason: open, usage: await usage() };
  // The three reads are independent: on PostgreSQL they run side by side on the pool.
  const [used, inExam, inContest] = await Promise.all([
    usage(),
    hasExamInProgress(db, auth.tenantId, auth.userId, now),
    hasContestInProgress(db, auth.tenantId, auth.userId, now),
  ]);
  const reason =
    settingsRefusal(settings, auth, minuteOfDay, used) ??
    (inExam ? REFUSALS.exam : inContest ? REFUSALS.contest : null);
  return { reason, usage: used };
}
