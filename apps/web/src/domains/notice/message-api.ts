import type { SendTemplateMessageBody } from '@ck/shared';
import { postAction, unwrap } from '../../api/client.ts';

/** One receiver's outcome of a send, as logged in 消息记录. */
export interface MessageOutcome {
  id: string;
  esReceiver: string;
  esSendStatus: string;
  esResult: string | null;
}

export interface SendOutcome {
  sent: number;
  failed: number;
  records: MessageOutcome[];
}

/** 发送测试: the template rendered with the test data and sent to each receiver. */
export const sendTemplateMessage = async (body: SendTemplateMessageBody) => {
  const res = await postAction<SendOutcome>('/message/sysMessageTemplate/sendMsg', body);
  return { outcome: unwrap(res), message: res.message };
};
