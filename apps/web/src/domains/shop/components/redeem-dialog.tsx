import type { FrontGoodsDetail, ShopOrder } from '@ck/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Descriptions, Form, Input, InputNumber, Modal } from 'antd';
import { useState } from 'react';
import { errorText } from '../../../api/http-errors.ts';
import { myPoints, redeem } from '../api.ts';

export interface ReceiverValues {
  count: number;
  receiverName?: string;
  receiverPhone?: string;
  receiverAddress?: string;
  remark?: string;
}

/**
 * Count and, for a parcel, where it goes: shared by the points and the money dialogs. A virtual good
 * is bought one at a time, so its count stays 1 out of sight.
 */
export function ReceiverFields({ physical, max }: { physical: boolean; max: number }) {
  return (
    <>
      <Form.Item
        name="count"
        label="数量"
        hidden={!physical}
        rules={[{ required: true, message: '请填写数量' }]}
      >
        <InputNumber min={1} max={physical ? Math.max(1, max) : 1} precision={0} style={{ width: 120 }} />
      </Form.Item>
      {physical && (
        <>
          <Form.Item
            name="receiverName"
            label="收货人"
            rules={[{ required: true, whitespace: true, message: '请填写收货人' }]}
          >
            <Input maxLength={50} />
          </Form.Item>
          <Form.Item
            name="receiverPhone"
            label="联系电话"
            rules={[
              { required: true, whitespace: true, message: '请填写联系电话' },
              { pattern: /^[0-9+\-\s]{5,20}$/, message: '联系电话格式不正确' },
            ]}
          >
            <Input maxLength={20} />
          </Form.Item>
          <Form.Item
            name="receiverAddress"
            label="收货地址"
            rules={[{ required: true, whitespace: true, message: '请填写收货地址' }]}
          >
            <Input.TextArea maxLength={300} rows={2} />
          </Form.Item>
        </>
      )}
      <Form.Item name="remark" label="备注">
        <Input maxLength={300} />
      </Form.Item>
    </>
  );
}

interface RedeemDialogProps {
  goods: FrontGoodsDetail;
  open: boolean;
  onClose: () => void;
  onDone: (order: ShopOrder) => void;
}

/** 积分兑换: shows the balance and the cost, asks for the address of a parcel, then redeems. */
export function RedeemDialog({ goods, open, onClose, onDone }: RedeemDialogProps) {
  const [form] = Form.useForm<ReceiverValues>();
  const count = Form.useWatch('count', form) ?? 1;
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  const balance = useQuery({ queryKey: ['my-points'], queryFn: myPoints, enabled: open });
  const cost = goods.pointsPrice * (Number(count) || 1);
  const short = balance.data !== undefined && balance.data < cost;
  return (
    <Modal
      open={open}
      title={`积分兑换：${goods.productName}`}
      okText="确认兑换"
      cancelText="取消"
      okButtonProps={{ loading: busy, disabled: short }}
      destroyOnHidden
      onCancel={onClose}
      onOk={async () => {
        const values = await form.validateFields();
        setBusy(true);
        setProblem('');
        try {
          const result = await redeem({ productId: goods.id, ...values, count: Number(values.count) });
          onDone(result.order);
        } catch (error) {
          setProblem(errorText(error, '兑换失败，请稍后重试'));
        } finally {
          setBusy(false);
        }
      }}
    >
      <Descriptions
        size="small"
        column={1}
        style={{ marginBottom: 16 }}
        items={[
          { key: 'balance', label: '我的积分', children: balance.isLoading ? '…' : (balance.data ?? 0) },
          { key: 'cost', label: '本次消耗', children: <b data-testid="redeem-cost">{cost} 积分</b> },
        ]}
      />
      {short && (
        <Alert
          type="warning"
          showIcon
          title="积分不足，快去完成作业、参加比赛赚积分吧"
          style={{ marginBottom: 12 }}
        />
      )}
      {problem && <Alert type="error" showIcon title={problem} style={{ marginBottom: 12 }} />}
      <Form form={form} layout="vertical" initialValues={{ count: 1 }} preserve={false}>
        <ReceiverFields physical={goods.goodsType === '1'} max={goods.perUserLimit || 99} />
      </Form>
    </Modal>
  );
}
