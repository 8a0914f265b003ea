import { index, integer, pgTable, real, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { idColumn, tenantColumn } from '../../db/schema/columns.ts';

/**
 * The code dog's provider and rules, one row per tenant. The API key is stored sealed by the
 * platform's secret box (`platform/secrets`) and never leaves the server whole.
 */
export const teachingAiSetting = pgTable(
  'teaching_ai_setting',
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    baseUrl: varchar('base_url', { length: 300 }).notNull(),
    /** `SecretBox.seal` of the key; empty when none is stored. */
    apiKeySealed: text('api_key_sealed').notNull().default(''),
    /** The last four characters of the key, for the masked view. */
    apiKeyHint: varchar('api_key_hint', { length: 16 }).notNull().default(''),
    model: varchar('model', { length: 100 }).notNull(),
    temperature: real('temperature').notNull().default(0.7),
    maxTokens: integer('max_tokens').notNull().default(1024),
    timeoutMs: integer('timeout_ms').notNull().default(60_000),
    enabled: integer('enabled').notNull().default(0),
    /** Comma-separated role codes allowed to use the panel. */
    roles: varchar('roles', { length: 500 }).notNull().default('student,teacher,admin'),
    dailyQuota: integer('daily_quota').notNull().default(50),
    dailyTokens: integer('daily_tokens').notNull().default(100_000),
    /** `HH:mm-HH:mm[,…]`, empty for all day. */
    hours: varchar('hours', { length: 200 }).notNull().default(''),
    updateBy: varchar('update_by', { length: 64 }),
    updateTime: timestamp('update_time', { withTimezone: true }),
  },
  (t) => [uniqueIndex('teaching_ai_setting_tenant_uq').on(t.tenantId)],
);

/** One question and its answer (or why there is none): the teachers' log and the daily quota's count. */
export const teachingAiConversation = pgTable(
  'teaching_ai_conversation',
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    userId: varchar('user_id', { length: 36 }).notNull(),
    username: varchar('username', { length: 64 }).notNull(),
    realname: varchar('realname', { length: 100 }),
    scene: varchar('scene', { length: 20 }).notNull(),
    question: text('question').notNull(),
    answer: text('answer').notNull().default(''),
    /** A one-line summary of the attached context (language, problem, verdict). */
    context: varchar('context', { length: 500 }),
    /** `ok`, `stopped`, `error`. */
    status: varchar('status', { length: 10 }).notNull(),
    errorMessage: varchar('error_message', { length: 500 }),
    promptTokens: integer('prompt_tokens').notNull().default(0),
    completionTokens: integer('completion_tokens').notNull().default(0),
    durationMs: integer('duration_ms').notNull().default(0),
    ip: varchar('ip', { length: 64 }),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('teaching_ai_conversation_user_idx').on(t.tenantId, t.userId, t.createTime),
    index('teaching_ai_conversation_time_idx').on(t.tenantId, t.createTime),
  ],
);
