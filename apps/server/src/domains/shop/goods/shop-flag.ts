import { shopSwitchedOn } from '@ck/shared';
import type { Db } from '../../../db/client.ts';
import { publicConfig } from '../../../platform/config/config-service.ts';
import { badRequest } from '../../../platform/http/errors.ts';

export const SHOP_CLOSED = '积分商城暂未开放';

/** The official-site setting `indexConfig.ifshopping` of the tenant (true or 'true'). */
export async function shopOpen(db: Db, tenantId: string): Promise<boolean> {
  const config = await publicConfig(db, tenantId);
  return shopSwitchedOn(config.indexConfig);
}

/** Buying and the public goods pages are refused while the shop is switched off. */
export async function requireShopOpen(db: Db, tenantId: string): Promise<void> {
  if (!(await shopOpen(db, tenantId))) throw badRequest(SHOP_CLOSED);
}
