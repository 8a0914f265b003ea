import { uuidv7 } from 'uuidv7';
import type { Db } from '../../../../db/client.ts';
import { completeRefund, failRefund } from '../../orders/order-refund.ts';
import { teachingPayNotify } from '../../tables.ts';
import { accepted, type NotifyResult, refused } from '../pay-notify-result.ts';
import type { WechatPaySettings } from '../settings/pay-settings-store.ts';
import type { Notification } from './wechat-notify.ts';
import { wechatRefundState } from './wechat-refund-status.ts';

/** The decrypted `resource` of a refund notification (it names no appid). */
interface RefundResource {
  mchid?: string;
  out_trade_no?: string;
  out_refund_no?: string;
  refund_id?: string;
  refund_status?: string;
  user_received_account?: string;
  amount?: { refund?: number; total?: number };
}

/**
 * A verified, decrypted REFUND.* notification: recorded once by its id (a repeat is acknowledged and
 * changes nothing), then the refund it names finishes (SUCCESS) or fails with the reason
 * (ABNORMAL / CLOSED). A notification about a refund that is no longer the order's current one, or
 * was already settled by the sweep, is acknowledged and ignored.
 */
export async function applyWechatRefundNotice(
  db: Db,
  settings: WechatPaySettings,
  notification: Notification,
  plain: string,
): Promise<NotifyResult> {
  let refund: RefundResource;
  try {
    refund = JSON.parse(plain) as RefundResource;
  } catch {
    return refused(400, '通知内容格式不正确');
  }
  if (refund.mchid !== settings.mchId) return refused(400, '商户号不匹配');
  const state = wechatRefundState(refund.refund_status, refund.user_received_account);
  const ref = { orderNo: String(refund.out_trade_no ?? ''), refundNo: String(refund.out_refund_no ?? '') };
  const amount = refund.amount?.refund;
  if (!state || !ref.refundNo || !Number.isSafeInteger(amount)) return refused(400, '退款通知内容不完整');
  if (state.state === 'processing') return accepted('退款处理中，已忽略');

  return db.transaction(async (tx) => {
    const recorded = await tx
      .insert(teachingPayNotify)
      .values({
        id: uuidv7(),
        tenantId: settings.tenantId,
        provider: 'wechat',
        notifyId: notification.id.slice(0, 100),
        orderNo: ref.orderNo,
        tradeNo: refund.refund_id ? String(refund.refund_id).slice(0, 64) : null,
        amountFen: amount as number,
        payload: plain,
      })
      .onConflictDoNothing()
      .returning({ id: teachingPayNotify.id });
    if (recorded.length === 0) return accepted('重复通知，已处理过');
    const moved =
      state.state === 'success'
        ? await completeRefund(tx as unknown as Db, ref, 'wechat')
        : await failRefund(tx as unknown as Db, ref, state.reason, 'wechat');
    return accepted(moved ? '成功' : '退款已处理过或不是当前退款，已忽略');
  });
}
