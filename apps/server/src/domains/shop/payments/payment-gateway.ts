import type { PayProvider } from '@ck/shared';
import type { AppContext } from '../../../context.ts';
import { badRequest } from '../../../platform/http/errors.ts';
import { manualProvider } from './manual-provider.ts';
import type { PaymentProvider } from './payment-provider.ts';

/** The provider that takes a tenant's money by `method`, refused when it is not set up and enabled. */
export async function providerFor(
  _ctx: AppContext,
  _tenantId: string,
  method: PayProvider,
): Promise<PaymentProvider> {
  if (method === 'manual') return manualProvider;
  throw badRequest('该支付方式未开通');
}
