import {
  createCipheriv,
  createPublicKey,
  generateKeyPair,
  type KeyObject,
  randomBytes,
  sign,
  verify,
} from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';

// A stand-in for api.mch.weixin.qq.com, written from the API v3 rules: it checks the merchant's
// `Authorization` signature, answers signed, and signs and seals payment and refund notifications.

// Generated off the event loop: a 2048-bit key takes long enough to stall timers of open sockets.
const rsaPair = () => promisify(generateKeyPair)('rsa', { modulusLength: 2048 });

const pem = (key: KeyObject, type: 'pkcs8' | 'spki') => key.export({ format: 'pem', type }) as string;

export interface FakeWechatRequest {
  path: string;
  authorization: string;
  body: Record<string, unknown>;
}

export interface WechatNotification {
  headers: Record<string, string>;
  body: string;
}

export interface NotificationOptions {
  id?: string;
  tradeState?: string;
  /** Seconds since the epoch written into `Wechatpay-Timestamp`. */
  timestamp?: number;
  /** Sign with a key that is not WeChat Pay's. */
  forged?: boolean;
  mchId?: string;
}

export type FakeRefundStatus = 'PROCESSING' | 'SUCCESS' | 'ABNORMAL' | 'CLOSED';

/** A Native order the fake placed, by its merchant order number. */
interface FakeTrade {
  total: number;
  state: 'NOTPAY' | 'SUCCESS' | 'CLOSED';
  transactionId: string;
  successTime?: string;
}

/** A refund the fake accepted, by its merchant refund number. */
interface FakeRefund {
  refundId: string;
  outTradeNo: string;
  refund: number;
  total: number;
  status: FakeRefundStatus;
}

const line = (parts: string[]) => Buffer.from(parts.map((p) => `${p}\n`).join(''), 'utf8');

/** The merchant's signature parts, or null when the header is not the v3 schema. */
function parseAuthorization(header: string): Record<string, string> | null {
  const prefix = 'WECHATPAY2-SHA256-RSA2048 ';
  if (!header.startsWith(prefix)) return null;
  const parts: Record<string, string> = {};
  for (const match of header.slice(prefix.length).matchAll(/(\w+)="([^"]*)"/g)) parts[match[1]] = match[2];
  return parts;
}

export async function startFakeWechatPay(opts: { mchId?: string; appId?: string } = {}) {
  const mchId = opts.mchId ?? '1900000109';
  const appId = opts.appId ?? 'wxd678efh567hg6787';
  const serialNo = '5157F09EFDC096DE15EBE81A47057A7232F1B8E1';
  const platformSerial = 'PUB_KEY_ID_0119000001092024010100000000000001';
  const apiV3Key = randomBytes(16).toString('hex');
  const merchant = await rsaPair();
  const platform = await rsaPair();
  const stranger = await rsaPair();
  const requests: FakeWechatRequest[] = [];
  const orders = new Map<string, FakeTrade>();
  const refunds = new Map<string, FakeRefund>();
  /** The status a new refund is answered with (the real gateway usually says PROCESSING). */
  let newRefundStatus: FakeRefundStatus = 'PROCESSING';
  /** Sign answers with a key that is not WeChat Pay's (a man in the middle). */
  let forgeAnswers = false;
  /** Drop every connection unanswered, as an unreachable gateway does. */
  let down = false;

  function signedHeaders(body: string, key: KeyObject, timestamp = Math.floor(Date.now() / 1000)) {
    const nonce = randomBytes(16).toString('hex');
    const signature = sign('sha256', line([String(timestamp), nonce, body]), key).toString('base64');
    return {
      'Wechatpay-Timestamp': String(timestamp),
      'Wechatpay-Nonce': nonce,
      'Wechatpay-Signature': signature,
      'Wechatpay-Serial': platformSerial,
    };
  }

  /** A signed answer; `null` is the empty body of a 204, which WeChat Pay signs all the same. */
  function answer(res: http.ServerResponse, status: number, payload: Record<string, unknown> | null) {
    const body = payload ? JSON.stringify(payload) : '';
    res
      .writeHead(status, {
        ...(payload ? { 'content-type': 'application/json' } : {}),
        ...signedHeaders(body, forgeAnswers ? stranger.privateKey : platform.privateKey),
      })
      .end(body);
  }

  function merchantSigned(req: http.IncomingMessage, path: string, body: string): boolean {
    const auth = parseAuthorization(String(req.headers.authorization ?? ''));
    if (!auth || auth.mchid !== mchId || auth.serial_no !== serialNo) return false;
    if (Math.abs(Date.now() / 1000 - Number(auth.timestamp)) > 300) return false;
    const message = line([req.method ?? '', path, auth.timestamp, auth.nonce_str, body]);
    try {
      return verify('sha256', message, merchant.publicKey, Buffer.from(auth.signature, 'base64'));
    } catch {
      return false;
    }
  }

  const server = http.createServer(async (req, res) => {
    if (down) return req.socket.destroy();
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const path = req.url ?? '';
    if (!merchantSigned(req, path, text))
      return answer(res, 401, { code: 'SIGN_ERROR', message: '签名错误，请检查后再试' });
    let body: Record<string, unknown> = {};
    try {
      if (req.method !== 'GET') body = JSON.parse(text) as Record<string, unknown>;
    } catch {
      return answer(res, 400, { code: 'PARAM_ERROR', message: '请求体不是合法的 JSON' });
    }
    requests.push({ path, authorization: String(req.headers.authorization), body });
    const refundQuery = req.method === 'GET' && /^\/v3\/refund\/domestic\/refunds\/([^/?]+)$/.exec(path);
    if (refundQuery) {
      const no = decodeURIComponent(refundQuery[1]);
      const found = refunds.get(no);
      if (!found) return answer(res, 404, { code: 'RESOURCE_NOT_EXISTS', message: '退款单不存在' });
      return answer(res, 200, refundJson(no, found));
    }
    const tradeQuery =
      req.method === 'GET' && /^\/v3\/pay\/transactions\/out-trade-no\/([^/?]+)\?mchid=(\w+)$/.exec(path);
    if (tradeQuery) {
      if (tradeQuery[2] !== mchId) return answer(res, 400, { code: 'PARAM_ERROR', message: '商户号不正确' });
      const no = decodeURIComponent(tradeQuery[1]);
      const trade = orders.get(no);
      if (!trade) return answer(res, 404, { code: 'ORDER_NOT_EXIST', message: '订单不存在' });
      return answer(res, 200, transactionJson(no, trade));
    }
    const close =
      req.method === 'POST' && /^\/v3\/pay\/transactions\/out-trade-no\/([^/?]+)\/close$/.exec(path);
    if (close) {
      if (body.mchid !== mchId) return answer(res, 400, { code: 'PARAM_ERROR', message: '商户号不正确' });
      const trade = orders.get(decodeURIComponent(close[1]));
      if (!trade) return answer(res, 404, { code: 'ORDER_NOT_EXIST', message: '订单不存在' });
      if (trade.state === 'SUCCESS') return answer(res, 400, { code: 'ORDERPAID', message: '订单已支付' });
      if (trade.state === 'CLOSED') return answer(res, 400, { code: 'ORDER_CLOSED', message: '订单已关闭' });
      trade.state = 'CLOSED';
      return answer(res, 204, null);
    }
    const amount = (body.amount ?? {}) as Record<string, unknown>;
    if (req.method === 'POST' && path === '/v3/pay/transactions/native') {
      const missing = ['appid', 'mchid', 'description', 'out_trade_no', 'notify_url', 'time_expire'].find(
        (k) => typeof body[k] !== 'string' || !body[k],
      );
      if (missing)
        return answer(res, 400, { code: 'PARAM_ERROR', message: `输入源“/body/${missing}”映射到值字段失败` });
      if (body.mchid !== mchId || body.appid !== appId)
        return answer(res, 400, { code: 'PARAM_ERROR', message: 'appid和mch_id不匹配' });
      if (!Number.isInteger(amount.total) || (amount.total as number) <= 0 || amount.currency !== 'CNY')
        return answer(res, 400, { code: 'PARAM_ERROR', message: '金额不正确' });
      if (!orders.has(String(body.out_trade_no)))
        orders.set(String(body.out_trade_no), {
          total: amount.total as number,
          state: 'NOTPAY',
          transactionId: `4200${randomBytes(8).toString('hex')}`,
        });
      return answer(res, 200, { code_url: `weixin://wxpay/bizpayurl?pr=${randomBytes(5).toString('hex')}` });
    }
    if (req.method === 'POST' && path === '/v3/refund/domestic/refunds') {
      const total = orders.get(String(body.out_trade_no))?.total;
      if (total === undefined)
        return answer(res, 404, { code: 'RESOURCE_NOT_EXISTS', message: '订单不存在' });
      if (amount.total !== total || typeof amount.refund !== 'number' || amount.refund > total)
        return answer(res, 400, { code: 'PARAM_ERROR', message: '退款金额不正确' });
      const no = String(body.out_refund_no ?? '');
      if (!/^[0-9A-Za-z_\-|*@]{1,64}$/.test(no))
        return answer(res, 400, { code: 'PARAM_ERROR', message: '商户退款单号不正确' });
      // Closed and abnormal refunds did not reach the buyer, so the money may be asked for again.
      // The same refund number again is the same refund: answered as it stands, never refunded twice.
      const known = refunds.get(no);
      if (known) return answer(res, 200, refundJson(no, known));
      const taken = [...refunds.values()]
        .filter(
          (r) => r.outTradeNo === body.out_trade_no && (r.status === 'PROCESSING' || r.status === 'SUCCESS'),
        )
        .reduce((sum, r) => sum + r.refund, 0);
      if (taken + amount.refund > total)
        return answer(res, 400, { code: 'INVALID_REQUEST', message: '订单已全额退款' });
      const refund: FakeRefund = {
        refundId: `5030${randomBytes(8).toString('hex')}`,
        outTradeNo: String(body.out_trade_no),
        refund: amount.refund,
        total,
        status: newRefundStatus,
      };
      refunds.set(no, refund);
      return answer(res, 200, refundJson(no, refund));
    }
    return answer(res, 404, { code: 'NOT_FOUND', message: '接口不存在' });
  });
  /** A trade as `GET /v3/pay/transactions/out-trade-no/{no}` answers it. */
  function transactionJson(no: string, t: FakeTrade) {
    const paid = t.state === 'SUCCESS';
    return {
      appid: appId,
      mchid: mchId,
      out_trade_no: no,
      ...(paid ? { transaction_id: t.transactionId, bank_type: 'OTHERS', success_time: t.successTime } : {}),
      trade_type: 'NATIVE',
      trade_state: t.state,
      trade_state_desc: paid ? '支付成功' : t.state === 'CLOSED' ? '订单已关闭' : '订单未支付',
      ...(paid ? { payer: { openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' } } : {}),
      amount: paid
        ? { total: t.total, payer_total: t.total, currency: 'CNY', payer_currency: 'CNY' }
        : { total: t.total, currency: 'CNY' },
    };
  }

  function refundJson(no: string, r: FakeRefund) {
    return {
      refund_id: r.refundId,
      out_refund_no: no,
      out_trade_no: r.outTradeNo,
      channel: 'ORIGINAL',
      user_received_account: '支付用户零钱',
      status: r.status,
      create_time: new Date().toISOString(),
      amount: {
        refund: r.refund,
        total: r.total,
        payer_total: r.total,
        payer_refund: r.refund,
        currency: 'CNY',
      },
    };
  }

  /** `resource` sealed with the APIv3 key as WeChat Pay seals it. */
  function sealed(plain: object, kind: string) {
    const nonce = randomBytes(6).toString('hex');
    const cipher = createCipheriv('aes-256-gcm', Buffer.from(apiV3Key, 'utf8'), Buffer.from(nonce, 'utf8'));
    cipher.setAAD(Buffer.from(kind, 'utf8'));
    const text = Buffer.concat([cipher.update(JSON.stringify(plain), 'utf8'), cipher.final()]);
    return {
      original_type: kind,
      algorithm: 'AEAD_AES_256_GCM',
      ciphertext: Buffer.concat([text, cipher.getAuthTag()]).toString('base64'),
      associated_data: kind,
      nonce,
    };
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  /** A signed, sealed `TRANSACTION.SUCCESS` notification as WeChat Pay posts it. */
  function notification(orderNo: string, totalFen: number, o: NotificationOptions = {}): WechatNotification {
    const trade = orders.get(orderNo);
    if (trade && (o.tradeState ?? 'SUCCESS') === 'SUCCESS') payTrade(orderNo);
    const transaction = {
      mchid: o.mchId ?? mchId,
      appid: appId,
      out_trade_no: orderNo,
      transaction_id: trade?.transactionId ?? `4200${randomBytes(8).toString('hex')}`,
      trade_type: 'NATIVE',
      trade_state: o.tradeState ?? 'SUCCESS',
      trade_state_desc: '支付成功',
      bank_type: 'OTHERS',
      success_time: new Date().toISOString(),
      payer: { openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' },
      amount: { total: totalFen, payer_total: totalFen, currency: 'CNY', payer_currency: 'CNY' },
    };
    const body = JSON.stringify({
      id: o.id ?? `EV-${randomBytes(8).toString('hex')}`,
      create_time: new Date().toISOString(),
      resource_type: 'encrypt-resource',
      event_type: 'TRANSACTION.SUCCESS',
      summary: '支付成功',
      resource: sealed(transaction, 'transaction'),
    });
    const key = o.forged ? stranger.privateKey : platform.privateKey;
    return {
      headers: { 'content-type': 'application/json', ...signedHeaders(body, key, o.timestamp) },
      body,
    };
  }

  /** The buyer pays the trade at WeChat Pay (its notification may come later, or never). */
  function payTrade(orderNo: string) {
    const trade = orders.get(orderNo);
    if (!trade) throw new Error(`没有订单 ${orderNo}`);
    if (trade.state === 'CLOSED') throw new Error(`订单 ${orderNo} 已关闭，不能支付`);
    trade.state = 'SUCCESS';
    trade.successTime ??= new Date().toISOString();
    return trade.transactionId;
  }

  /**
   * A signed, sealed REFUND.* notification for the refund `refundNo` the fake accepted; the refund
   * takes `status` (what a later query answers too).
   */
  function refundNotification(
    refundNo: string,
    status: Exclude<FakeRefundStatus, 'PROCESSING'>,
    o: NotificationOptions = {},
  ): WechatNotification {
    const refund = refunds.get(refundNo);
    if (!refund) throw new Error(`没有退款单 ${refundNo}`);
    refund.status = status;
    const resource = {
      mchid: o.mchId ?? mchId,
      out_trade_no: refund.outTradeNo,
      transaction_id: `4200${randomBytes(8).toString('hex')}`,
      out_refund_no: refundNo,
      refund_id: refund.refundId,
      refund_status: status,
      success_time: status === 'SUCCESS' ? new Date().toISOString() : undefined,
      user_received_account: '支付用户零钱',
      amount: {
        total: refund.total,
        refund: refund.refund,
        payer_total: refund.total,
        payer_refund: refund.refund,
      },
    };
    const body = JSON.stringify({
      id: o.id ?? `EV-${randomBytes(8).toString('hex')}`,
      create_time: new Date().toISOString(),
      resource_type: 'encrypt-resource',
      event_type: `REFUND.${status}`,
      summary: status === 'SUCCESS' ? '退款成功' : status === 'CLOSED' ? '退款关闭' : '退款异常',
      resource: sealed(resource, 'refund'),
    });
    const key = o.forged ? stranger.privateKey : platform.privateKey;
    return {
      headers: { 'content-type': 'application/json', ...signedHeaders(body, key, o.timestamp) },
      body,
    };
  }

  return {
    url,
    requests,
    refundNotification,
    payTrade,
    tradeOf: (orderNo: string) => orders.get(orderNo),
    /** Every connection is dropped unanswered while down. */
    setDown(on: boolean) {
      down = on;
    },
    /** The status of the refund `refundNo` as queries answer it (the money arrived, or did not). */
    settleRefund(refundNo: string, status: FakeRefundStatus) {
      const refund = refunds.get(refundNo);
      if (!refund) throw new Error(`没有退款单 ${refundNo}`);
      refund.status = status;
    },
    /** How new refunds are answered: PROCESSING (the usual) or SUCCESS at once. */
    answerNewRefundsWith(status: FakeRefundStatus) {
      newRefundStatus = status;
    },
    refundOf: (refundNo: string) => refunds.get(refundNo),
    mchId,
    appId,
    serialNo,
    platformSerial,
    apiV3Key,
    merchantPrivateKey: pem(merchant.privateKey, 'pkcs8'),
    platformPublicKey: pem(createPublicKey(platform.privateKey), 'spki'),
    forgeAnswers(on: boolean) {
      forgeAnswers = on;
    },
    notification,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeWechatPay = Awaited<ReturnType<typeof startFakeWechatPay>>;
