import type { CurrentConfig, DictOption } from '@ck/shared';
import type { AppContext } from '../../../context.ts';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import { CONFIG_DEFAULTS } from '../../../platform/config/config-defaults.ts';
import { publicConfig } from '../../../platform/config/config-service.ts';
import { DICT_CODE_RE } from '../../../platform/dict/dict-service.ts';
import { isTableDictCode, tableDictItems } from '../../../platform/dict/table-dicts.ts';
import { badRequest } from '../../../platform/http/errors.ts';
import { STATIC_PREFIX } from '../../../platform/storage/file-links.ts';

/** Keys older clients read that a database seeded before them may not hold yet. */
const CLIENT_DEFAULTS = Object.fromEntries(
  (['qiniuArea', 'filePreview', 'owId', 'allowComment'] as const).map((k) => [k, CONFIG_DEFAULTS[k]]),
);

/** The public config of the caller's tenant (the default tenant's for visitors) and the captcha switch. */
export async function currentConfig(ctx: AppContext, tenantId: string | undefined): Promise<CurrentConfig> {
  const config = await publicConfig(ctx.db, tenantId);
  // Clients build file addresses as staticDomain + "/" + path: without a CDN, that is our file route.
  const staticDomain = (config.staticDomain as string | undefined) || STATIC_PREFIX.replace(/\/$/, '');
  return { ...CLIENT_DEFAULTS, ...config, staticDomain, loginCaptcha: ctx.config.loginCaptcha };
}

/** The items of one dictionary: a plain dictionary code, or a registered `table,text,value` triple. */
export async function dictItems(ctx: AppContext, auth: AuthContext, dictCode: string): Promise<DictOption[]> {
  if (isTableDictCode(dictCode)) return tableDictItems(ctx.db, auth, dictCode);
  if (!DICT_CODE_RE.test(dictCode)) throw badRequest('字典编码不合法');
  return ctx.dicts.items(auth.tenantId, dictCode);
}
