import { and, eq, like } from 'drizzle-orm';
import type { AppContext } from '../../../../context.ts';
import { receivePayment } from '../../orders/late-payment.ts';
import { teachingPaySetting } from '../../tables.ts';
import { accepted, type NotifyResult, orderTenantOf, refused, resultOf } from '../pay-notify-result.ts';
import { rsaPublicKey } from '../pem-keys.ts';
import {
  payRowOf,
  storedSettingOf,
  type WechatPaySettings,
  wechatSettingsOf,
} from '../settings/pay-settings-store.ts';
import { applyWechatRefundNotice } from './wechat-refund-notify.ts';
import {
  openWechatResource,
  signedHeadersOf,
  verifyWechat,
  type WechatResource,
  type WechatSignedHeaders,
} from './wechat-sign.ts';

/** Tenants tried for one notification whose resource names no tenant until it is decrypted. */
const MAX_CANDIDATES = 200;
/** WeChat Pay public key ids and certificate serials. */
const SERIAL_FORMAT = /^[A-Za-z0-9_]{8,64}$/;

export interface Notification {
  id: string;
  event_type: string;
  resource: WechatResource;
}

interface Transaction {
  mchid?: string;
  appid?: string;
  out_trade_no?: string;
  transaction_id?: string;
  trade_state?: string;
  amount?: { total?: number; currency?: string };
}

function parseNotification(body: string): Notification | null {
  try {
    const value = JSON.parse(body) as Partial<Notification>;
    const r = value.resource;
    if (typeof value.id !== 'string' || !value.id || !r || typeof r !== 'object') return null;
    if (typeof r.ciphertext !== 'string' || typeof r.nonce !== 'string') return null;
    return { id: value.id, event_type: String(value.event_type ?? ''), resource: r };
  } catch {
    return null;
  }
}

/** The transaction inside the notification when `settings`' keys signed and sealed it. */
function openWith(
  settings: WechatPaySettings,
  signed: WechatSignedHeaders,
  body: string,
  notification: Notification,
): { verdict: ReturnType<typeof verifyWechat>; plain: string | null } {
  let key: ReturnType<typeof rsaPublicKey>;
  try {
    key = rsaPublicKey(settings.platformPublicKey, '微信支付公钥');
  } catch {
    return { verdict: 'bad-signature', plain: null };
  }
  const verdict = verifyWechat(key, settings.platformSerial, signed, body);
  if (verdict !== 'ok') return { verdict, plain: null };
  return { verdict, plain: openWechatResource(settings.apiV3Key, notification.resource) };
}

/**
 * The resource is sealed with a tenant's APIv3 key, and only then says which order it pays. Tenants
 * whose settings name the signing key (`Wechatpay-Serial`) are tried; the order found decides the
 * tenant, whose own settings must then verify and open the notification again.
 */
async function findTransaction(ctx: AppContext, signed: WechatSignedHeaders, body: string, n: Notification) {
  // No tenant scope: nothing of the notification names a tenant before it is opened. The serial's
  // format (letters, digits, `_`) was checked, so it cannot widen the pattern beyond one character.
  const rows = await ctx.db
    .select()
    .from(teachingPaySetting)
    .where(
      and(
        eq(teachingPaySetting.provider, 'wechat'),
        like(teachingPaySetting.config, `%"platformSerial":"${signed.serial}"%`),
      ),
    )
    .limit(MAX_CANDIDATES);
  let expired = false;
  for (const row of rows) {
    const settings = wechatSettingsOf(row.tenantId, storedSettingOf(row, ctx.secrets));
    if (!settings || settings.platformSerial !== signed.serial) continue;
    const { verdict, plain } = openWith(settings, signed, body, n);
    if (verdict === 'expired') expired = true;
    if (plain) return { plain };
  }
  return { plain: null, expired };
}

/**
 * `POST /api/pay/notify/wechat`: a verified, decrypted TRANSACTION.SUCCESS marks its order paid; a
 * REFUND.SUCCESS / ABNORMAL / CLOSED finishes or fails the order's refund.
 */
export async function handleWechatNotify(
  ctx: AppContext,
  header: (name: string) => string | undefined,
  body: string,
): Promise<NotifyResult> {
  const signed = signedHeadersOf(header);
  if (!signed) return refused(401, '缺少微信支付签名');
  if (!SERIAL_FORMAT.test(signed.serial)) return refused(401, '签名验证失败');
  const notification = parseNotification(body);
  if (!notification) return refused(400, '通知格式不正确');
  const found = await findTransaction(ctx, signed, body, notification);
  if (!found.plain) return refused(401, found.expired ? '通知时间戳已过期' : '签名验证失败');

  let tx: Transaction;
  try {
    tx = JSON.parse(found.plain) as Transaction;
  } catch {
    return refused(400, '通知内容格式不正确');
  }
  const orderNo = String(tx.out_trade_no ?? '');
  const tenantId = await orderTenantOf(ctx.db, orderNo);
  if (!tenantId) return refused(404, '订单不存在');
  const row = await payRowOf(ctx.db, tenantId, 'wechat');
  const settings = row ? wechatSettingsOf(tenantId, storedSettingOf(row, ctx.secrets)) : null;
  const own = settings ? openWith(settings, signed, body, notification) : null;
  if (!settings || own?.plain !== found.plain) return refused(401, '签名验证失败');
  if (notification.event_type.startsWith('REFUND.'))
    return applyWechatRefundNotice(ctx.db, settings, notification, found.plain);
  if (tx.mchid !== settings.mchId || tx.appid !== settings.appId)
    return refused(400, '商户号或 AppID 不匹配');

  // Only a successful payment changes the order; other states are acknowledged and ignored.
  if (notification.event_type !== 'TRANSACTION.SUCCESS' || tx.trade_state !== 'SUCCESS')
    return accepted('非支付成功通知，已忽略');
  const total = tx.amount?.total;
  if (!Number.isSafeInteger(total) || tx.amount?.currency !== 'CNY')
    return refused(400, '通知金额格式不正确');
  const outcome = await receivePayment(ctx, {
    provider: 'wechat',
    notifyId: notification.id,
    orderNo,
    tradeNo: tx.transaction_id ? String(tx.transaction_id).slice(0, 64) : null,
    amountFen: total as number,
    payload: found.plain,
  });
  return resultOf(outcome);
}
