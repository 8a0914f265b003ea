import type { AiConnectionTest, AiSettingSave, AiSettingView } from '@ck/shared';
import { and, inArray } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { AppContext } from '../../../context.ts';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import { FailureLimiter } from '../../../platform/auth/rate-limit.ts';
import { formatDateTime } from '../../../platform/http/dates.ts';
import { badRequest, tooMany } from '../../../platform/http/errors.ts';
import { liveScope } from '../../../platform/tenancy/tenancy.ts';
import { sysRole } from '../../identity/index.ts';
import { teachingAiSetting } from '../tables.ts';
import { testConnection } from './connection-test.ts';
import { keepsStoredKey, keyHint, maskKey } from './key-mask.ts';
import { type AiSettings, loadAiSettings } from './settings-store.ts';

/** Connection tests per administrator per minute: each one is a paid call to the provider. */
const TESTS_PER_MINUTE = 10;

/** The width of the `roles` column. */
const ROLES_MAX_CHARS = 500;

/** Scheme, host and port of a base URL; one the URL parser refuses is the caller's 400. */
function originOf(baseUrl: string): string {
  try {
    return new URL(baseUrl).origin;
  } catch {
    throw badRequest('接口地址无效');
  }
}

/** The settings as the browser sees them: everything but the key, which is masked. */
export function settingView(s: AiSettings): AiSettingView {
  return {
    baseUrl: s.baseUrl,
    apiKey: maskKey(s.apiKey, s.apiKeyHint),
    model: s.model,
    temperature: s.temperature,
    maxTokens: s.maxTokens,
    timeoutMs: s.timeoutMs,
    enabled: s.enabled,
    roles: s.roles,
    dailyQuota: s.dailyQuota,
    dailyTokens: s.dailyTokens,
    hours: s.hours,
    hasKey: s.apiKey !== '',
    updateTime: formatDateTime(s.updateTime),
  };
}

/** The code dog's provider settings of the caller's tenant: read, save, try. */
export class AiSettingService {
  private readonly tests = new FailureLimiter(TESTS_PER_MINUTE, 60_000);

  constructor(private readonly ctx: AppContext) {}

  async view(auth: AuthContext): Promise<AiSettingView> {
    return settingView(await loadAiSettings(this.ctx.db, this.ctx.secrets, auth.tenantId));
  }

  /** Upserts the tenant's row; the key is sealed, and an empty or masked key keeps the stored one. */
  async save(auth: AuthContext, body: AiSettingSave): Promise<AiSettingView> {
    originOf(body.baseUrl);
    const roles = await this.checkRoles(auth, body.roles);
    const kept = keepsStoredKey(body.apiKey);
    if (kept) await this.storedKeyFor(auth, body.baseUrl);
    const fields = {
      baseUrl: body.baseUrl,
      model: body.model,
      temperature: body.temperature,
      maxTokens: body.maxTokens,
      timeoutMs: body.timeoutMs,
      enabled: body.enabled ? 1 : 0,
      roles: roles.join(','),
      dailyQuota: body.dailyQuota,
      dailyTokens: body.dailyTokens,
      hours: body.hours,
      updateBy: auth.username,
      updateTime: new Date(),
    };
    const key = kept
      ? {}
      : { apiKeySealed: this.ctx.secrets.seal(body.apiKey), apiKeyHint: keyHint(body.apiKey) };
    await this.ctx.db
      .insert(teachingAiSetting)
      .values({ id: uuidv7(), tenantId: auth.tenantId, ...fields, ...key })
      .onConflictDoUpdate({ target: teachingAiSetting.tenantId, set: { ...fields, ...key } });
    return this.view(auth);
  }

  /** One short question with the form's values (the stored key unless a new one is typed). */
  async test(auth: AuthContext, body: AiSettingSave): Promise<AiConnectionTest> {
    const apiKey = keepsStoredKey(body.apiKey) ? await this.storedKeyFor(auth, body.baseUrl) : body.apiKey;
    const limitKey = `${auth.tenantId}:${auth.userId}`;
    if (this.tests.blocked(limitKey)) throw tooMany('测试连接过于频繁，请一分钟后再试');
    this.tests.fail(limitKey);
    return testConnection({ ...body, apiKey });
  }

  /**
   * The stored key, for use with `baseUrl`. A key goes only to the server it was saved for: moving
   * to another host (scheme, name or port) needs the key typed again, so nobody holding this page
   * can send the stored key to a server of their own.
   */
  private async storedKeyFor(auth: AuthContext, baseUrl: string): Promise<string> {
    const stored = await loadAiSettings(this.ctx.db, this.ctx.secrets, auth.tenantId);
    if (stored.apiKey && originOf(stored.baseUrl) !== originOf(baseUrl))
      throw badRequest('更换了接口地址，请重新填写 API Key（已保存的密钥不会发往新的地址）');
    return stored.apiKey;
  }

  /** Role codes must name roles of the tenant; duplicates are dropped, the order kept. */
  private async checkRoles(auth: AuthContext, roles: string[]): Promise<string[]> {
    const wanted = [...new Set(roles)];
    if (!wanted.length) return [];
    const found = await this.ctx.db
      .select({ code: sysRole.roleCode })
      .from(sysRole)
      .where(and(liveScope(sysRole, auth), inArray(sysRole.roleCode, wanted)));
    const known = new Set(found.map((r) => r.code));
    const unknown = wanted.filter((code) => !known.has(code));
    if (unknown.length) throw badRequest(`角色不存在：${unknown.join('、')}`);
    if (wanted.join(',').length > ROLES_MAX_CHARS) throw badRequest('可用角色过多');
    return wanted;
  }
}
