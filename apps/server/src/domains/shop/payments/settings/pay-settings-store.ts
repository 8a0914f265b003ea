import {
  type AlipayConfig,
  alipayConfigSchema,
  type PayProvider,
  type WechatPayConfig,
  wechatPayConfigSchema,
} from '@ck/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../../db/client.ts';
import type { SecretBox } from '../../../../platform/secrets/secret-box.ts';
import { tenantScope } from '../../../../platform/tenancy/tenancy.ts';
import { teachingPaySetting } from '../../tables.ts';

export type PaySettingRow = typeof teachingPaySetting.$inferSelect;

/** A provider's stored settings with the secrets opened: for the server only, never for a response. */
export interface StoredPaySetting {
  provider: PayProvider;
  enabled: boolean;
  /** The stored public settings, as saved (checked again by whoever uses them). */
  config: Record<string, unknown>;
  secrets: Record<string, string>;
  /** Sealed secrets that no longer open (the secret key changed): they must be typed again. */
  secretsLost: boolean;
  updateTime: Date | null;
}

export interface WechatPaySettings extends WechatPayConfig {
  tenantId: string;
  privateKey: string;
  apiV3Key: string;
}

export interface AlipaySettings extends AlipayConfig {
  tenantId: string;
  privateKey: string;
}

function parseJson(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** The row's settings with the secrets opened; secrets sealed with another key read as none. */
export function storedSettingOf(row: PaySettingRow, secrets: SecretBox): StoredPaySetting {
  const opened = row.secretsSealed ? secrets.open(row.secretsSealed) : '{}';
  const values = parseJson(opened ?? '{}');
  return {
    provider: row.provider as PayProvider,
    enabled: row.enabled === 1,
    config: parseJson(row.config),
    secrets: Object.fromEntries(
      Object.entries(values).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== ''),
    ),
    secretsLost: opened === null,
    updateTime: row.updateTime,
  };
}

export async function payRowsOf(db: Db, tenantId: string): Promise<PaySettingRow[]> {
  return db.select().from(teachingPaySetting).where(tenantScope(teachingPaySetting, tenantId));
}

export async function payRowOf(db: Db, tenantId: string, provider: PayProvider) {
  const [row] = await db
    .select()
    .from(teachingPaySetting)
    .where(and(tenantScope(teachingPaySetting, tenantId), eq(teachingPaySetting.provider, provider)));
  return row;
}

/** The WeChat Pay settings a provider works with, or null when they are incomplete. */
export function wechatSettingsOf(tenantId: string, stored: StoredPaySetting): WechatPaySettings | null {
  const config = wechatPayConfigSchema.safeParse(stored.config);
  const { privateKey, apiV3Key } = stored.secrets;
  if (!config.success || !privateKey || !apiV3Key) return null;
  return { ...config.data, tenantId, privateKey, apiV3Key };
}

export function alipaySettingsOf(tenantId: string, stored: StoredPaySetting): AlipaySettings | null {
  const config = alipayConfigSchema.safeParse(stored.config);
  const { privateKey } = stored.secrets;
  if (!config.success || !privateKey) return null;
  return { ...config.data, tenantId, privateKey };
}
