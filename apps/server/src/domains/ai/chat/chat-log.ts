import type { AiConversationStatus, AiScene, AiUsage } from '@ck/shared';
import { eq, sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { Db } from '../../../db/client.ts';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import { sysUser } from '../../identity/index.ts';
import { teachingAiConversation } from '../tables.ts';

/** One conversation as it ended, to be logged once. */
export interface ConversationRecord {
  auth: AuthContext;
  ip: string;
  scene: AiScene;
  question: string;
  answer: string;
  context: string | null;
  status: AiConversationStatus;
  errorMessage: string | null;
  usage: AiUsage;
  durationMs: number;
}

const clip = (text: string | null, max: number) => (text && text.length > max ? text.slice(0, max) : text);

/** Writes the log row the teachers read and the daily quota counts; answers its id. */
export async function logConversation(db: Db, r: ConversationRecord): Promise<string> {
  const id = uuidv7();
  await db.insert(teachingAiConversation).values({
    id,
    tenantId: r.auth.tenantId,
    userId: r.auth.userId,
    username: r.auth.username,
    // Read in the same statement: one round trip per conversation.
    realname: sql`(select ${sysUser.realname} from ${sysUser} where ${eq(sysUser.id, r.auth.userId)})`,
    scene: r.scene,
    question: r.question,
    answer: r.answer,
    context: clip(r.context, 500),
    status: r.status,
    errorMessage: clip(r.errorMessage, 500),
    promptTokens: r.usage.promptTokens,
    completionTokens: r.usage.completionTokens,
    durationMs: Math.round(r.durationMs),
    ip: clip(r.ip, 64),
  });
  return id;
}
