import { SafetyCertificateOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Form, Input } from 'antd';
import { useNavigate } from 'react-router';
import { useFeedback } from '../../../../app/use-feedback.ts';
import { FormModal } from '../../../../components/form-modal.tsx';
import { RACE_KEY, type RedeemResult, raceApi, racePaths } from '../api.ts';
import { normaliseCode } from '../race-form.ts';

/**
 * 使用验证码报名: a verification code registers the signed-in user into its contest group, then the
 * dialog closes and the user lands on that contest's home (unless already on it: `contestId`).
 */
export function RedeemModal({
  open,
  onClose,
  contestId,
}: {
  open: boolean;
  onClose: () => void;
  contestId?: string;
}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { message } = useFeedback();
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
        onClose();
        message.success(`已报名「${result.contestName}」${result.groupName}`);
        if (result.contestId !== contestId) navigate(racePaths.home(result.contestId));
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
