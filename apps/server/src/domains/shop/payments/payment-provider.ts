import type { PayProvider } from '@ck/shared';

/** What a provider needs to know about an order to take or return its money. */
export interface PayOrder {
  tenantId: string;
  orderNo: string;
  /** The product name shown on the payer's bill. */
  subject: string;
  moneyFen: number;
  /** The provider closes the payment at this moment. */
  expireTime: Date;
}

/** How the buyer pays: a QR code to scan (WeChat Native), a page to open (Alipay), or instructions. */
export interface PayStart {
  provider: PayProvider;
  codeUrl?: string;
  payUrl?: string;
  message: string;
}

export interface RefundRequest extends PayOrder {
  tradeNo: string | null;
  refundFen: number;
  reason: string;
}

/**
 * One way to take money. Providers talk to their gateway with the tenant's settings; notifications
 * come back through `/api/pay/notify/{provider}` and end in `markOrderPaid`.
 */
export interface PaymentProvider {
  readonly name: PayProvider;
  start(order: PayOrder): Promise<PayStart>;
  /** Returns the money; throws a Chinese `badRequest` when the gateway refuses. */
  refund(request: RefundRequest): Promise<void>;
}
