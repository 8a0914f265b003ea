import { MOBILE_RE, type SmsMode } from '@ck/shared';
import { Button } from 'antd';
import { useEffect, useState } from 'react';
import { HttpError } from '../../../api/http-errors.ts';
import { useFeedback } from '../../../app/use-feedback.ts';
import { sendSms } from '../api/account.ts';

/** Sends an SMS code for the number `getMobile()` returns, then counts down the one-minute wait. */
export function SmsCodeButton({
  getMobile,
  smsmode,
  onInvalid,
}: {
  getMobile: () => string | undefined;
  smsmode: SmsMode;
  onInvalid?: (message: string) => void;
}) {
  const { message } = useFeedback();
  const [left, setLeft] = useState(0);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (left <= 0) return;
    const t = window.setTimeout(() => setLeft((v) => v - 1), 1000);
    return () => window.clearTimeout(t);
  }, [left]);

  const send = async () => {
    const mobile = (getMobile() ?? '').trim();
    if (!MOBILE_RE.test(mobile)) {
      const text = mobile ? '手机号格式不正确' : '请输入手机号';
      if (onInvalid) onInvalid(text);
      else message.warning(text);
      return;
    }
    setSending(true);
    try {
      const res = await sendSms(mobile, smsmode);
      if (!res.success) throw new HttpError(200, res.message);
      message.success(res.message || '短信验证码已发送');
      setLeft(60);
    } catch (error) {
      message.error(error instanceof HttpError ? error.message : '短信发送失败，请稍后重试');
    } finally {
      setSending(false);
    }
  };

  return (
    <Button onClick={send} loading={sending} disabled={left > 0} style={{ minWidth: 112 }}>
      {left > 0 ? `${left} 秒后重发` : '获取验证码'}
    </Button>
  );
}
