import { messageTemplateResource as def, PERMS } from '@ck/shared';
import { useState } from 'react';
import type { ResourceRow } from '../../../../admin/crud/resource-api.ts';
import type { ResourceFormSlot } from '../../../../admin/crud/resource-form-modal.tsx';
import { ResourcePage, type ResourceTexts } from '../../../../admin/crud/resource-page.tsx';
import { SendTestModal } from './send-test-modal.tsx';
import { SmsTemplateCodeInput } from './sms-template-code-input.tsx';
import { TemplateContentInput } from './template-content-input.tsx';

const form: ResourceFormSlot = {
  items: { templateContent: <TemplateContentInput />, smsTemplateCode: <SmsTemplateCodeInput /> },
  placeholders: {
    templateCode: '如：course_reminder',
    templateName: '如：上课提醒',
    templateTestJson: '如：{"name":"李小明","course":"Scratch 创意编程"}',
  },
  name: 'messageTemplateForm',
};

const texts: ResourceTexts = {
  empty: { searched: '没有符合条件的消息模板', none: '暂无消息模板' },
  deleteOne: (row) => `确定删除模板“${String(row.templateName)}”吗？`,
};

/**
 * `message/SysMessageTemplateList` (消息模板): the resource page, a variable hint in the form, the SMS
 * platform's template code for SMS templates, and 发送测试.
 */
export function MessageTemplateListPage() {
  const [sending, setSending] = useState<ResourceRow | null>(null);
  return (
    <>
      <ResourcePage
        def={def}
        form={form}
        texts={texts}
        rowActions={[
          {
            key: 'send',
            label: '发送测试',
            onClick: setSending,
            permission: PERMS.messageTemplate.send,
            beforeDelete: true,
          },
        ]}
      />
      <SendTestModal template={sending} onClose={() => setSending(null)} />
    </>
  );
}
