import { type FrontGoodsDetail, type OrderCreated, PAY_METHODS, type PayProvider, yuanOf } from '@ck/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Form, Modal, QRCode, Radio, Result, Space, Typography } from 'antd';
import { useState } from 'react';
import { errorText } from '../../../api/http-errors.ts';
import { createOrder, orderById, payMethods } from '../api.ts';
import { ReceiverFields, type ReceiverValues } from './redeem-dialog.tsx';

interface PayDialogProps {
  goods: FrontGoodsDetail;
  open: boolean;
  onClose: () => void;
  onPaid: () => void;
}

/** The order's state while the buyer pays: polled every 3 s until it leaves "待支付". */
function PayWaiting({ created, onPaid }: { created: OrderCreated; onPaid: () => void }) {
  const { order, pay } = created;
  const status = useQuery({
    queryKey: ['shop', 'order-status', order.id],
    queryFn: () => orderById(order.id),
    refetchInterval: (q) => (q.state.data && q.state.data.status !== 'pending' ? false : 3000),
  });
  const now = status.data ?? order;
  if (now.status !== 'pending')
    return (
      <Result
        status={now.status === 'cancelled' ? 'warning' : 'success'}
        title={now.status === 'cancelled' ? '订单已取消' : '支付成功'}
        subTitle={`订单号 ${now.orderNo}`}
        extra={
          now.status !== 'cancelled' && (
            <Button type="primary" onClick={onPaid}>
              查看我的订单
            </Button>
          )
        }
      />
    );
  return (
    <Space direction="vertical" align="center" style={{ width: '100%' }} data-testid="pay-waiting">
      <Typography.Text>
        订单号 {order.orderNo}，应付 <b>¥{yuanOf(order.moneyFen)}</b>
      </Typography.Text>
      {pay.codeUrl && <QRCode value={pay.codeUrl} size={200} />}
      {pay.payUrl && (
        <Button type="primary" href={pay.payUrl} target="_blank" rel="noreferrer">
          前往支付
        </Button>
      )}
      <Alert type="info" showIcon title={pay.message} />
      <Typography.Text type="secondary">
        请在 {order.expireTime} 前完成支付，超时订单将自动取消。
      </Typography.Text>
    </Space>
  );
}

/** 现金购买: pick a method the school switched on, then show the QR code, the pay page or the instructions. */
export function PayDialog({ goods, open, onClose, onPaid }: PayDialogProps) {
  const [form] = Form.useForm<ReceiverValues & { payMethod: PayProvider }>();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  const [created, setCreated] = useState<OrderCreated | null>(null);
  const methods = useQuery({ queryKey: ['shop', 'pay-methods'], queryFn: payMethods, enabled: open });
  const close = () => {
    setCreated(null);
    setProblem('');
    onClose();
  };
  return (
    <Modal
      open={open}
      title={`购买：${goods.productName}`}
      okText="提交订单"
      cancelText={created ? '关闭' : '取消'}
      okButtonProps={{ loading: busy, style: created ? { display: 'none' } : undefined }}
      destroyOnHidden
      onCancel={close}
      onOk={async () => {
        const values = await form.validateFields();
        setBusy(true);
        setProblem('');
        try {
          setCreated(await createOrder({ productId: goods.id, ...values, count: Number(values.count) }));
        } catch (error) {
          setProblem(errorText(error, '下单失败，请稍后重试'));
        } finally {
          setBusy(false);
        }
      }}
    >
      {created ? (
        <PayWaiting created={created} onPaid={onPaid} />
      ) : (
        <>
          {problem && <Alert type="error" showIcon title={problem} style={{ marginBottom: 12 }} />}
          <Form
            form={form}
            layout="vertical"
            initialValues={{ count: 1, payMethod: 'manual' }}
            preserve={false}
          >
            <Form.Item
              name="payMethod"
              label="支付方式"
              rules={[{ required: true, message: '请选择支付方式' }]}
            >
              <Radio.Group
                options={(methods.data ?? ['manual']).map((m) => ({ value: m, label: PAY_METHODS[m] }))}
              />
            </Form.Item>
            <ReceiverFields physical={goods.goodsType === '1'} max={goods.perUserLimit || 99} />
          </Form>
        </>
      )}
    </Modal>
  );
}
