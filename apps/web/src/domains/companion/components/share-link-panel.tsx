import { CopyOutlined, LinkOutlined } from '@ant-design/icons';
import { PERMS, type ReportView } from '@ck/shared';
import { App, Button, Input, Space, Typography } from 'antd';
import { useBusyRun } from '../../../hooks/use-busy-run.ts';
import { useCan } from '../../../hooks/use-can.ts';
import { useDangerConfirm } from '../../../hooks/use-danger-confirm.ts';
import { shareReport, unshareReport } from '../api.ts';
import { shareLink } from '../report-view.ts';

interface Props {
  report: ReportView;
  onChanged: () => void;
}

/** The report's share link for the parents: create (a new one replaces the old), copy, revoke. */
export function ShareLinkPanel({ report, onChanged }: Props) {
  const { message } = App.useApp();
  const confirmDanger = useDangerConfirm();
  const canEdit = useCan(PERMS.testReport.edit);
  const { busy, run } = useBusyRun();
  const link = report.shareToken ? shareLink(window.location.origin, report.shareToken) : null;
  if (report.status !== '1')
    return <Typography.Text type="secondary">孩子完成测评后可以生成分享链接</Typography.Text>;

  const create = async () => {
    await run(async () => {
      await shareReport(report.id);
      message.success(link ? '已生成新链接，旧链接已失效' : '分享链接已生成');
      onChanged();
    });
  };
  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      message.success('链接已复制');
    } catch {
      message.info('无法自动复制，请手动选中链接复制');
    }
  };
  const revoke = () =>
    confirmDanger({
      title: '撤销分享链接',
      content: '撤销后，已发出的链接将无法再打开这份报告。确定撤销吗？',
      okText: '撤销',
      action: () => unshareReport(report.id),
      successText: '分享链接已撤销',
      onDone: () => onChanged(),
    });

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {link ? (
        <Space.Compact style={{ width: '100%' }}>
          <Input
            readOnly
            value={link}
            aria-label="分享链接"
            data-testid="share-link"
            onFocus={(e) => e.target.select()}
          />
          <Button icon={<CopyOutlined />} onClick={copy}>
            复制
          </Button>
        </Space.Compact>
      ) : (
        <Typography.Text type="secondary">还没有分享链接</Typography.Text>
      )}
      {canEdit && (
        <Space wrap>
          <Button icon={<LinkOutlined />} loading={busy} onClick={create}>
            {link ? '重新生成链接' : '生成分享链接'}
          </Button>
          {link && (
            <Button danger onClick={revoke}>
              撤销链接
            </Button>
          )}
        </Space>
      )}
    </Space>
  );
}
