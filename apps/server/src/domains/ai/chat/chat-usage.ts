import { and, count, eq, gte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { teachingAiConversation as log } from '../tables.ts';

/** What a user has used of the daily quota. */
export interface DailyUsage {
  messages: number;
  tokens: number;
}

/**
 * Today's use by one user, counted from the conversation log: every answered or stopped question is
 * a message (a provider failure is not the student's fault and costs none), and every token the
 * provider reported or we estimated counts, failures included.
 */
export async function usageSince(db: Db, tenantId: string, userId: string, since: Date): Promise<DailyUsage> {
  const [row] = await db
    .select({
      messages: count(sql`case when ${ne(log.status, 'error')} then 1 end`),
      tokens: sql<string | number>`coalesce(sum(${log.promptTokens} + ${log.completionTokens}), 0)`,
    })
    .from(log)
    .where(and(eq(log.tenantId, tenantId), eq(log.userId, userId), gte(log.createTime, since)));
  return { messages: Number(row?.messages ?? 0), tokens: Number(row?.tokens ?? 0) };
}

/**
 * A token count when the provider reports none: CJK characters are about one token each, other text
 * about four characters a token (the rule of thumb of the common BPE vocabularies).
 */
export function estimateTokens(text: string): number {
  const cjk = text.match(/[\u3000-\u9fff\uac00-\ud7af\uff00-\uffef]/g)?.length ?? 0;
  return cjk + Math.ceil((text.length - cjk) / 4);
}
