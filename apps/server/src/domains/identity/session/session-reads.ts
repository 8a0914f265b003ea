import type { CurrentConfig, DictOption } from '@ck/shared';
import type { AppContext } from '../../../context.ts';
import { publicConfig } from '../../../platform/config/config-service.ts';
import { DICT_CODE_RE } from '../../../platform/dict/dict-service.ts';
import { badRequest } from '../../../platform/http/errors.ts';

/** The public config of the caller's tenant (the default tenant's for visitors) and the captcha switch. */
export async function currentConfig(ctx: AppContext, tenantId: string | undefined): Promise<CurrentConfig> {
  const config = await publicConfig(ctx.db, tenantId);
  return { ...config, loginCaptcha: ctx.config.loginCaptcha };
}

/** The items of one dictionary, by a plain dictionary code only. */
export async function dictItems(ctx: AppContext, tenantId: string, dictCode: string): Promise<DictOption[]> {
  if (!DICT_CODE_RE.test(dictCode)) throw badRequest('字典编码不合法');
  return ctx.dicts.items(tenantId, dictCode);
}
