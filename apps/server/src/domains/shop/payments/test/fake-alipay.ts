import { generateKeyPair, type KeyObject, randomBytes, sign, verify } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';

// A stand-in for openapi.alipay.com/gateway.do, written from the open platform's RSA2 rules: requests
// are signed over every parameter but `sign`, notifications over every one but `sign` and `sign_type`.

// Generated off the event loop: a 2048-bit key takes long enough to stall timers of open sockets.
const rsaPair = () => promisify(generateKeyPair)('rsa', { modulusLength: 2048 });

const pem = (key: KeyObject, type: 'pkcs8' | 'spki') => key.export({ format: 'pem', type }) as string;

function sortedContent(params: Record<string, string>, skip: string[]): string {
  return Object.keys(params)
    .filter((k) => !skip.includes(k) && params[k] !== '')
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&');
}

/**
 * A trade at the fake, by merchant order number. Page pay creates it only once the buyer opens the
 * pay page and signs in: until then queries and closes answer ACQ.TRADE_NOT_EXIST.
 */
interface FakeTrade {
  tradeNo: string;
  totalYuan: string;
  status: 'WAIT_BUYER_PAY' | 'TRADE_SUCCESS' | 'TRADE_CLOSED';
}

const NOT_EXIST = {
  code: '40004',
  msg: 'Business Failed',
  sub_code: 'ACQ.TRADE_NOT_EXIST',
  sub_msg: '交易不存在',
};

export interface FakeAlipayRequest {
  params: Record<string, string>;
  biz: Record<string, string>;
}

export async function startFakeAlipay(opts: { appId?: string } = {}) {
  const appId = opts.appId ?? '2021000122671234';
  const app = await rsaPair();
  const alipay = await rsaPair();
  const stranger = await rsaPair();
  const trades = new Map<string, FakeTrade>();
  const requests: FakeAlipayRequest[] = [];
  let forgeAnswers = false;
  /** Drop every connection unanswered, as an unreachable gateway does. */
  let down = false;

  const rsa2 = (content: string, key: KeyObject) =>
    sign('sha256', Buffer.from(content, 'utf8'), key).toString('base64');

  /** The request's parameters when the application's key signed them; null otherwise. */
  function verifiedRequest(params: Record<string, string>): boolean {
    if (params.app_id !== appId || params.sign_type !== 'RSA2' || !params.sign) return false;
    try {
      return verify(
        'sha256',
        Buffer.from(sortedContent(params, ['sign']), 'utf8'),
        app.publicKey,
        Buffer.from(params.sign, 'base64'),
      );
    } catch {
      return false;
    }
  }

  function answer(res: http.ServerResponse, member: string, payload: Record<string, unknown>) {
    const inner = JSON.stringify(payload);
    const sign = rsa2(inner, forgeAnswers ? stranger.privateKey : alipay.privateKey);
    res
      .writeHead(200, { 'content-type': 'text/html;charset=utf-8' })
      .end(`{"${member}":${inner},"sign":"${sign}"}`);
  }

  const server = http.createServer(async (req, res) => {
    if (down) return req.socket.destroy();
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const params = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
    if (!verifiedRequest(params))
      return answer(res, 'error_response', {
        code: '40002',
        msg: 'Invalid Arguments',
        sub_code: 'isv.invalid-signature',
        sub_msg: '验签出错，建议检查签名字符串或签名私钥与应用公钥是否匹配',
      });
    const biz = JSON.parse(params.biz_content ?? '{}') as Record<string, string>;
    requests.push({ params, biz });
    const member = `${params.method.replace(/\./g, '_')}_response`;
    const trade = trades.get(biz.out_trade_no);
    if (params.method === 'alipay.trade.close') {
      if (!trade) return answer(res, member, NOT_EXIST);
      if (trade.status !== 'WAIT_BUYER_PAY')
        return answer(res, member, {
          code: '40004',
          msg: 'Business Failed',
          sub_code: 'ACQ.TRADE_STATUS_ERROR',
          sub_msg: '交易状态不合法',
        });
      trade.status = 'TRADE_CLOSED';
      return answer(res, member, {
        code: '10000',
        msg: 'Success',
        trade_no: trade.tradeNo,
        out_trade_no: biz.out_trade_no,
      });
    }
    if (params.method === 'alipay.trade.query') {
      if (!trade) return answer(res, member, NOT_EXIST);
      return answer(res, member, {
        code: '10000',
        msg: 'Success',
        trade_no: trade.tradeNo,
        out_trade_no: biz.out_trade_no,
        buyer_logon_id: '159****5620',
        trade_status: trade.status,
        total_amount: trade.totalYuan,
        ...(trade.status === 'TRADE_SUCCESS'
          ? { buyer_pay_amount: trade.totalYuan, send_pay_date: '2026-11-26 20:00:05' }
          : {}),
      });
    }
    if (params.method !== 'alipay.trade.refund')
      return answer(res, member, { code: '40004', msg: 'Business Failed', sub_code: 'isv.invalid-method' });
    if (!trade) return answer(res, member, NOT_EXIST);
    if (Number(biz.refund_amount) > Number(trade.totalYuan))
      return answer(res, member, {
        code: '40004',
        msg: 'Business Failed',
        sub_code: 'ACQ.REFUND_AMT_NOT_EQUAL_TOTAL',
        sub_msg: '退款金额超限',
      });
    return answer(res, member, {
      code: '10000',
      msg: 'Success',
      trade_no: trade.tradeNo,
      out_trade_no: biz.out_trade_no,
      buyer_logon_id: '159****5620',
      fund_change: 'Y',
      refund_fee: biz.refund_amount,
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/gateway.do`;

  /** The parameters of a page-pay URL when the application's key signed them; throws otherwise. */
  function verifyPageUrl(payUrl: string): Record<string, string> {
    const params = Object.fromEntries(new URL(payUrl).searchParams);
    if (!verifiedRequest(params)) throw new Error('支付宝验签失败');
    return params;
  }

  /** A signed asynchronous notification as Alipay posts it (form-urlencoded body). */
  function notification(
    orderNo: string,
    totalYuan: string,
    o: { notifyId?: string; tradeStatus?: string; forged?: boolean; appId?: string } = {},
  ): string {
    const tradeNo = trades.get(orderNo)?.tradeNo ?? `2026${randomBytes(8).toString('hex')}`;
    const status = o.tradeStatus === 'WAIT_BUYER_PAY' ? 'WAIT_BUYER_PAY' : 'TRADE_SUCCESS';
    trades.set(orderNo, { tradeNo, totalYuan, status });
    const params: Record<string, string> = {
      gmt_create: '2026-11-26 20:00:00',
      charset: 'utf-8',
      seller_email: 'shop@example.com',
      subject: '少儿编程课程',
      buyer_id: '2088102177846880',
      invoice_amount: totalYuan,
      notify_id: o.notifyId ?? `2026112600222${randomBytes(6).toString('hex')}`,
      fund_bill_list: `[{"amount":"${totalYuan}","fundChannel":"ALIPAYACCOUNT"}]`,
      notify_type: 'trade_status_sync',
      trade_status: o.tradeStatus ?? 'TRADE_SUCCESS',
      receipt_amount: totalYuan,
      app_id: o.appId ?? appId,
      buyer_pay_amount: totalYuan,
      sign_type: 'RSA2',
      seller_id: '2088102177649450',
      gmt_payment: '2026-11-26 20:00:05',
      notify_time: '2026-11-26 20:00:06',
      version: '1.0',
      out_trade_no: orderNo,
      total_amount: totalYuan,
      trade_no: tradeNo,
      auth_app_id: appId,
      buyer_logon_id: '159****5620',
      point_amount: '0.00',
    };
    const key = o.forged ? stranger.privateKey : alipay.privateKey;
    params.sign = rsa2(sortedContent(params, ['sign', 'sign_type']), key);
    return new URLSearchParams(params).toString();
  }

  return {
    url,
    appId,
    requests,
    appPrivateKey: pem(app.privateKey, 'pkcs8'),
    /** The bare base64 form the Alipay key tool prints. */
    appPrivateKeyBase64: (app.privateKey.export({ format: 'der', type: 'pkcs8' }) as Buffer).toString(
      'base64',
    ),
    alipayPublicKey: pem(alipay.publicKey, 'spki'),
    forgeAnswers(on: boolean) {
      forgeAnswers = on;
    },
    verifyPageUrl,
    notification,
    /** The buyer opens the pay page and signs in: the trade now exists, waiting for payment. */
    openPayPage(orderNo: string, totalYuan: string) {
      trades.set(orderNo, {
        tradeNo: `2026${randomBytes(8).toString('hex')}`,
        totalYuan,
        status: 'WAIT_BUYER_PAY',
      });
    },
    /** The buyer pays (the notification may come later, or never). */
    payTrade(orderNo: string) {
      const trade = trades.get(orderNo);
      if (trade?.status !== 'WAIT_BUYER_PAY') throw new Error(`订单 ${orderNo} 不能支付`);
      trade.status = 'TRADE_SUCCESS';
    },
    tradeOf: (orderNo: string) => trades.get(orderNo),
    /** Every connection is dropped unanswered while down. */
    setDown(on: boolean) {
      down = on;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeAlipay = Awaited<ReturnType<typeof startFakeAlipay>>;
