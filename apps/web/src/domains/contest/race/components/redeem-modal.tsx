import { SafetyCertificateOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Form, Input } from 'antd';
import { FormModal } from '../../../../components/form-modal.tsx';
import { RACE_KEY, type RedeemResult, raceApi } from '../api.ts';
import { normaliseCode } from '../race-form.ts';

/** 使用验证码报名: a verification code registers the signed-in user into its contest group. */
export function RedeemModal({
  open,
  onClose,
  onRedeemed,
}: {
  open: boolean;
  onClose: () => void;
  onRedeemed: (result: RedeemResult) => void;
}) {
  const queryClient = useQueryClient();
  return (
    <FormModal<{ code: string }, RedeemResult>
      title="使用验证码报名"
      open={open}
      onClose={onClose}
      okText="报名"
      width={420}
      formProps={{ layout: 'vertical' }}
      onSubmit={({ code }) => raceApi.redeem(normaliseCode(code))}
      onSaved={(result) => {
        queryClient.invalidateQueries({ queryKey: RACE_KEY });
        onRedeemed(result);
      }}
    >
      <Form.Item
        name="code"
        label="验证码"
        extra="验证码由老师或赛事组织方发放，每个验证码只能使用一次"
        rules={[{ required: true, whitespace: true, message: '请输入验证码' }]}
      >
        <Input
          prefix={<SafetyCertificateOutlined />}
          placeholder="请输入验证码"
          maxLength={40}
          autoComplete="off"
        />
      </Form.Item>
    </FormModal>
  );
}
