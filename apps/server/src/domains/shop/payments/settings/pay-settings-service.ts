import {
  alipaySecretsSchema,
  PAY_PROVIDERS,
  PAY_SECRET_FIELDS,
  type PayProvider,
  type PaySettingSave,
  type PaySettingTest,
  type PaySettingView,
  wechatPaySecretsSchema,
} from '@ck/shared';
import { uuidv7 } from 'uuidv7';
import type { z } from 'zod';
import type { AppContext } from '../../../../context.ts';
import type { AuthContext } from '../../../../platform/auth/auth-context.ts';
import { badRequest } from '../../../../platform/http/errors.ts';
import { teachingPaySetting } from '../../tables.ts';
import { rsaPrivateKey, rsaPublicKey } from '../pem-keys.ts';
import { keyPairMatches } from './key-check.ts';
import {
  alipaySettingsOf,
  payRowOf,
  payRowsOf,
  type StoredPaySetting,
  storedSettingOf,
  wechatSettingsOf,
} from './pay-settings-store.ts';
import { CONFIG_SCHEMAS, paySettingView } from './pay-settings-view.ts';

const SECRET_SCHEMAS = { wechat: wechatPaySecretsSchema, alipay: alipaySecretsSchema } as const;

const SECRET_LABELS: Record<string, string> = {
  'wechat.privateKey': '商户 API 私钥',
  'wechat.apiV3Key': 'APIv3 密钥',
  'alipay.privateKey': '应用私钥',
};

function parsed<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw badRequest(result.error.issues[0]?.message ?? '支付设置格式不正确');
  return result.data;
}

/** 支付设置 of the caller's tenant: one entry per provider, secrets sealed and never shown. */
export class PaySettingService {
  constructor(private readonly ctx: AppContext) {}

  async list(auth: AuthContext): Promise<PaySettingView[]> {
    const rows = await payRowsOf(this.ctx.db, auth.tenantId);
    return PAY_PROVIDERS.map((provider) => {
      const row = rows.find((r) => r.provider === provider);
      return paySettingView(provider, row ? storedSettingOf(row, this.ctx.secrets) : null);
    });
  }

  /** Checks the provider's fields and keys, keeps stored secrets not typed again, seals, upserts. */
  async save(auth: AuthContext, body: PaySettingSave): Promise<PaySettingView> {
    const { provider } = body;
    const config = parsed(CONFIG_SCHEMAS[provider], body.config) as Record<string, string>;
    const stored = await this.stored(auth, provider);
    const secrets = provider === 'manual' ? {} : this.mergedSecrets(provider, body, stored);
    if (provider === 'wechat') rsaPublicKey(config.platformPublicKey, '微信支付公钥');
    if (provider === 'alipay') rsaPublicKey(config.alipayPublicKey, '支付宝公钥');
    if (body.enabled) {
      for (const field of PAY_SECRET_FIELDS[provider]) {
        if (secrets[field]) continue;
        const label = SECRET_LABELS[`${provider}.${field}`];
        throw badRequest(
          stored?.secretsLost ? `已保存的${label}无法读取，请重新填写` : `启用前请填写${label}`,
        );
      }
    }
    const fields = {
      enabled: body.enabled ? 1 : 0,
      config: JSON.stringify(config),
      secretsSealed: Object.keys(secrets).length ? this.ctx.secrets.seal(JSON.stringify(secrets)) : '',
      updateBy: auth.username,
      updateTime: new Date(),
    };
    await this.ctx.db
      .insert(teachingPaySetting)
      .values({ id: uuidv7(), tenantId: auth.tenantId, provider, ...fields })
      .onConflictDoUpdate({
        target: [teachingPaySetting.tenantId, teachingPaySetting.provider],
        set: fields,
      });
    return paySettingView(provider, await this.stored(auth, provider));
  }

  /** Whether the saved settings are complete and their keys load and sign; calls no gateway. */
  async test(auth: AuthContext, provider: PayProvider): Promise<PaySettingTest> {
    if (provider === 'manual') return { ok: true, message: '线下支付无需密钥，管理员在订单中确认收款即可' };
    const stored = await this.stored(auth, provider);
    if (!stored) return { ok: false, message: '尚未保存设置' };
    if (stored.secretsLost) return { ok: false, message: '已保存的密钥无法读取，请重新填写' };
    const settings =
      provider === 'wechat'
        ? wechatSettingsOf(auth.tenantId, stored)
        : alipaySettingsOf(auth.tenantId, stored);
    if (!settings) return { ok: false, message: '设置不完整，请填写全部必填项和密钥后保存' };
    try {
      const key = rsaPrivateKey(settings.privateKey, SECRET_LABELS[`${provider}.privateKey`]);
      if (!keyPairMatches(key)) return { ok: false, message: '私钥无法完成签名，请检查私钥' };
      rsaPublicKey(
        'platformPublicKey' in settings ? settings.platformPublicKey : settings.alipayPublicKey,
        provider === 'wechat' ? '微信支付公钥' : '支付宝公钥',
      );
    } catch (err) {
      return { ok: false, message: err instanceof Error ? err.message : '密钥无法加载' };
    }
    const mode = stored.enabled ? '已启用' : '尚未启用';
    return { ok: true, message: `密钥可以正常加载和签名（${mode}）` };
  }

  private async stored(auth: AuthContext, provider: PayProvider): Promise<StoredPaySetting | null> {
    const row = await payRowOf(this.ctx.db, auth.tenantId, provider);
    return row ? storedSettingOf(row, this.ctx.secrets) : null;
  }

  /** The stored secrets with the newly typed ones over them; each typed key is checked first. */
  private mergedSecrets(
    provider: 'wechat' | 'alipay',
    body: PaySettingSave,
    stored: StoredPaySetting | null,
  ): Record<string, string> {
    const typed = parsed(SECRET_SCHEMAS[provider], body.secrets) as Record<string, string>;
    if (typed.privateKey) rsaPrivateKey(typed.privateKey, SECRET_LABELS[`${provider}.privateKey`]);
    const merged: Record<string, string> = {};
    for (const field of PAY_SECRET_FIELDS[provider]) {
      const value = typed[field] || stored?.secrets[field];
      if (value) merged[field] = value;
    }
    return merged;
  }
}
