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
  /** The merchant refund number: the same number asked twice is one refund at the provider. */
  refundNo: string;
  refundFen: number;
  reason: string;
}

/**
 * Where a refund stands at the provider: the money is back (`success`), on its way (`processing`,
 * confirmed later by a notification or a query), or it will not arrive (`failed`, with the reason).
 */
export type RefundState =
  | { state: 'success' }
  | { state: 'processing' }
  | { state: 'failed'; reason: string };

/** What closing needs to know: the merchant order number and the amount it was placed for. */
export interface CloseRequest {
  orderNo: string;
  moneyFen: number;
}

/**
 * Where a trade stands once the provider was asked to close it: nobody can pay it any more
 * (`closed`, also when it never reached the provider), or it was paid before the close arrived
 * (`paid`, with what the provider's signed answer says about the payment).
 */
export type CloseResult =
  | { state: 'closed' }
  | { state: 'paid'; tradeNo: string | null; amountFen: number; payload: string };

/**
 * One way to take money. Providers talk to their gateway with the tenant's settings; notifications
 * come back through `/api/pay/notify/{provider}` and end in `markOrderPaid`.
 */
export interface PaymentProvider {
  readonly name: PayProvider;
  start(order: PayOrder): Promise<PayStart>;
  /** Asks for the money back; throws a Chinese `badRequest` when the gateway refuses the request. */
  refund(request: RefundRequest): Promise<Exclude<RefundState, { state: 'failed' }>>;
  /**
   * Closes the trade so it can no longer be paid; throws a Chinese `badRequest` when the provider
   * cannot be reached or cannot say for sure, so the caller keeps the order pending.
   */
  close(request: CloseRequest): Promise<CloseResult>;
  /** Where a refund answered `processing` stands now (providers that confirm later). */
  queryRefund?(refundNo: string): Promise<RefundState>;
}
