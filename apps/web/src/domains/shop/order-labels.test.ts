import { stockTextOf } from '@ck/shared';
import { describe, expect, it } from 'vitest';
import {
  cancelDoneText,
  goodsPriceText,
  priceText,
  refundDoneText,
  STATUS_COLOR,
  statusOptions,
} from './order-labels.ts';

describe('shop price and stock texts', () => {
  it('shows points, money or both', () => {
    expect(priceText({ pointsAmount: 240, moneyFen: 0 })).toBe('240 积分');
    expect(priceText({ pointsAmount: 0, moneyFen: 2505 })).toBe('¥25.05');
    expect(priceText({ pointsAmount: 0, moneyFen: 0 })).toBe('—');
    expect(goodsPriceText({ pointsPrice: 300, moneyPrice: 29.9 })).toBe('300 积分 或 ¥29.90');
  });

  it('tells buyers whether any is left without the exact stock when plenty', () => {
    expect(stockTextOf(0)).toBe('已售罄');
    expect(stockTextOf(3)).toBe('剩余3');
    expect(stockTextOf(500)).toBe('有货');
  });
});

describe('refund states', () => {
  it('offers 退款中 and 退款失败 as filters, each with a colour', () => {
    const labels = Object.fromEntries(statusOptions.map((o) => [o.value, o.label]));
    expect(labels).toMatchObject({ refunding: '退款中', refund_failed: '退款失败' });
    for (const { value } of statusOptions) expect(STATUS_COLOR[value], value).toBeTruthy();
  });

  it('says whether the money is back or the platform is still to confirm', () => {
    expect(refundDoneText({ status: 'refunded' })).toBe('退款成功');
    expect(refundDoneText({ status: 'refunding' })).toBe('退款已提交，等待支付平台确认');
  });
});

describe('cancel answers', () => {
  it('says cancelled, or that the payment platform found the order paid', () => {
    expect(cancelDoneText({ status: 'cancelled' })).toBe('订单已取消');
    expect(cancelDoneText({ status: 'paid' })).toBe('该订单已支付，无需取消');
    expect(cancelDoneText({ status: 'completed' })).toBe('该订单已支付，无需取消');
  });
});
