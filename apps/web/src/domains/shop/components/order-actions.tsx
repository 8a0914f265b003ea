import type { ShopOrder } from '@ck/shared';
import { App, Button, Form, Input, Modal, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { Can } from '../../../components/can.tsx';
import { DangerPopconfirm } from '../../../components/danger-popconfirm.tsx';
import { useBusyRun } from '../../../hooks/use-busy-run.ts';
import { cancelOrder, completeOrder, confirmPaid, refundOrder, retryRefund, shipOrder } from '../api.ts';
import { cancelDoneText, refundDoneText } from '../order-labels.ts';

type Dialog = { kind: 'ship' | 'refund'; order: ShopOrder } | null;

/** The desk's buttons for one order, each shown only in the states where it applies. */
export function OrderActions({ order, onDone }: { order: ShopOrder; onDone: () => void }) {
  const { message } = App.useApp();
  const [dialog, setDialog] = useState<Dialog>(null);
  const { busy, run: runBusy } = useBusyRun();
  const [form] = Form.useForm<{ trackingNo?: string; reason?: string }>();

  const run = async <T,>(work: () => Promise<T>, done: string | ((result: T) => string)) => {
    await runBusy(async () => {
      const result = await work();
      message.success(typeof done === 'string' ? done : done(result));
      setDialog(null);
      form.resetFields();
      onDone();
    });
  };

  const physical = order.goodsType === '1';
  /** A link that asks before it acts. */
  const confirmLink = (title: string, okText: string, label: string, onConfirm: () => Promise<void>) => (
    <Popconfirm title={title} okText={okText} cancelText="取消" onConfirm={onConfirm}>
      <Button type="link" size="small">
        {label}
      </Button>
    </Popconfirm>
  );
  return (
    <Space size={0} wrap>
      {order.status === 'pending' && order.payMethod === 'manual' && (
        <Can code="teaching:order:ship">
          {confirmLink('确认已收到这笔线下付款？', '确认收款', '确认收款', () =>
            run(() => confirmPaid(order.id), '已确认收款'),
          )}
        </Can>
      )}
      {order.status === 'paid' && physical && (
        <Can code="teaching:order:ship">
          <Button type="link" size="small" onClick={() => setDialog({ kind: 'ship', order })}>
            发货
          </Button>
        </Can>
      )}
      {(order.status === 'paid' || order.status === 'shipped') && physical && (
        <Can code="teaching:order:ship">
          {confirmLink('确认该订单已完成？', '完成', '完成', () =>
            run(() => completeOrder(order.id), '订单已完成'),
          )}
        </Can>
      )}
      {['paid', 'shipped', 'completed'].includes(order.status) && (
        <Can code="teaching:order:refund">
          <Button type="link" size="small" danger onClick={() => setDialog({ kind: 'refund', order })}>
            退款
          </Button>
        </Can>
      )}
      {order.status === 'refund_failed' && (
        <Can code="teaching:order:refund">
          <DangerPopconfirm
            title="重试退款？"
            description="将以新的退款单号再次向支付平台申请退款。"
            okText="重试退款"
            onConfirm={() => run(() => retryRefund(order.id), refundDoneText)}
          >
            <Button type="link" size="small" danger>
              重试退款
            </Button>
          </DangerPopconfirm>
        </Can>
      )}
      {order.status === 'pending' && (
        <Can code="teaching:order:refund">
          <Popconfirm
            title={
              order.payMethod === 'manual'
                ? '取消该订单？库存将退回。'
                : '取消该订单？将先在支付平台关闭交易，确认未付款后退回库存。'
            }
            okText="取消订单"
            cancelText="再想想"
            onConfirm={() => run(() => cancelOrder(order.id), cancelDoneText)}
          >
            <Button type="link" size="small" danger>
              取消
            </Button>
          </Popconfirm>
        </Can>
      )}
      <Modal
        open={!!dialog}
        title={dialog?.kind === 'ship' ? `发货：${order.productName}` : `退款：${order.orderNo}`}
        okText={dialog?.kind === 'ship' ? '确认发货' : '确认退款'}
        okButtonProps={{ danger: dialog?.kind === 'refund', loading: busy }}
        cancelText="取消"
        destroyOnHidden
        onCancel={() => setDialog(null)}
        onOk={async () => {
          const values = await form.validateFields();
          if (dialog?.kind === 'ship')
            await run(() => shipOrder(order.id, values.trackingNo ?? ''), '已发货');
          else await run(() => refundOrder(order.id, values.reason ?? ''), refundDoneText);
        }}
      >
        <Form form={form} layout="vertical" preserve={false}>
          {dialog?.kind === 'ship' ? (
            <>
              <p>
                收货人：{order.receiverName} {order.receiverPhone}
                <br />
                地址：{order.receiverAddress}
              </p>
              <Form.Item
                name="trackingNo"
                label="物流单号"
                rules={[{ required: true, whitespace: true, message: '请填写物流单号' }]}
              >
                <Input maxLength={64} placeholder="快递公司单号" />
              </Form.Item>
            </>
          ) : (
            <>
              <p>
                {order.payMethod === 'points'
                  ? `将退回 ${order.pointsAmount} 积分，并恢复 ${order.count} 件库存。`
                  : `将通过原支付渠道退款；支付平台确认到账后订单变为已退款，并恢复 ${order.count} 件库存。`}
                退款后不可撤销。
              </p>
              <Form.Item
                name="reason"
                label="退款原因"
                rules={[{ required: true, whitespace: true, message: '请填写退款原因' }]}
              >
                <Input.TextArea maxLength={200} rows={3} />
              </Form.Item>
            </>
          )}
        </Form>
      </Modal>
    </Space>
  );
}
