import type { AiSettingSave } from '@ck/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { SecretBox } from '../../../platform/secrets/secret-box.ts';
import type { ProviderSettings } from '../provider/openai-chat.ts';
import { teachingAiSetting } from '../tables.ts';

/** A tenant's settings with the key opened: for the server only, never for a response. */
export interface AiSettings extends ProviderSettings, Omit<AiSettingSave, keyof ProviderSettings> {
  /** The last characters of the stored key (for the masked view), empty without a key. */
  apiKeyHint: string;
  updateTime: Date | null;
}

/** Until an administrator saves: DeepSeek's endpoint, switched off, no key. */
export const DEFAULT_AI_SETTINGS: AiSettings = {
  baseUrl: 'https://api.deepseek.com/v1',
  apiKey: '',
  apiKeyHint: '',
  model: 'deepseek-chat',
  temperature: 0.7,
  maxTokens: 1024,
  timeoutMs: 60_000,
  enabled: false,
  roles: ['student', 'teacher', 'admin'],
  dailyQuota: 50,
  dailyTokens: 100_000,
  hours: '',
  updateTime: null,
};

/** The tenant's settings (defaults when none were saved). A key sealed with another secret reads as none. */
export async function loadAiSettings(db: Db, secrets: SecretBox, tenantId: string): Promise<AiSettings> {
  const [row] = await db
    .select()
    .from(teachingAiSetting)
    .where(eq(teachingAiSetting.tenantId, tenantId))
    .limit(1);
  if (!row) return { ...DEFAULT_AI_SETTINGS };
  const apiKey = row.apiKeySealed ? (secrets.open(row.apiKeySealed) ?? '') : '';
  return {
    baseUrl: row.baseUrl,
    apiKey,
    apiKeyHint: apiKey ? row.apiKeyHint : '',
    model: row.model,
    temperature: row.temperature,
    maxTokens: row.maxTokens,
    timeoutMs: row.timeoutMs,
    enabled: row.enabled === 1,
    roles: row.roles.split(',').filter(Boolean),
    dailyQuota: row.dailyQuota,
    dailyTokens: row.dailyTokens,
    hours: row.hours,
    updateTime: row.updateTime,
  };
}
