import type { NotifySettings } from '@ck/shared';
import { useQuery } from '@tanstack/react-query';
import { App, List, Skeleton, Switch } from 'antd';
import { HttpError } from '../../../../../api/http-errors.ts';
import { fetchNotifySettings, saveNotifySettings } from '../../../api/account.ts';

const ITEMS: { key: keyof NotifySettings; title: string; desc: string }[] = [
  { key: 'announcement', title: '通知公告', desc: '学校和平台发布的通知公告' },
  { key: 'system', title: '系统消息', desc: '账号安全、系统维护等消息' },
  { key: 'message', title: '站内消息', desc: '老师和同学发给你的消息' },
  { key: 'exam', title: '考试提醒', desc: '考试开始、结束与成绩发布' },
  { key: 'homework', title: '作业提醒', desc: '新作业和作业批改结果' },
];

/** 新消息通知: which kinds of notices the user wants, stored on the server. */
export function NotificationSettings() {
  const { message } = App.useApp();
  const settings = useQuery({ queryKey: ['notify-settings'], queryFn: fetchNotifySettings });
  if (settings.isLoading || !settings.data) return <Skeleton active />;
  const toggle = async (key: keyof NotifySettings, value: boolean) => {
    try {
      await saveNotifySettings({ [key]: value });
      await settings.refetch();
      message.success('通知设置已保存');
    } catch (error) {
      message.error(error instanceof HttpError ? error.message : '保存失败');
    }
  };
  return (
    <List
      dataSource={ITEMS}
      renderItem={(item) => (
        <List.Item
          actions={[
            <Switch
              key="s"
              aria-label={item.title}
              checked={settings.data[item.key]}
              checkedChildren="开"
              unCheckedChildren="关"
              onChange={(v) => toggle(item.key, v)}
            />,
          ]}
        >
          <List.Item.Meta title={item.title} description={item.desc} />
        </List.Item>
      )}
    />
  );
}
