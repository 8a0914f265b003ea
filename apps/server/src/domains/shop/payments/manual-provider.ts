import type { PaymentProvider } from './payment-provider.ts';

/**
 * Offline payment (cash, bank transfer): works with no keys, so a new installation can sell at once.
 * An administrator confirms the money in the order list; refunds are handed back offline too.
 */
export const manualProvider: PaymentProvider = {
  name: 'manual',
  async start() {
    return {
      provider: 'manual',
      message: '请按机构公布的方式线下付款，管理员确认收款后订单即为已支付。',
    };
  },
  // No trade exists anywhere but here: cancelling the order is enough.
  async close() {
    return { state: 'closed' };
  },
  async refund() {
    return { state: 'success' };
  },
};
