import { PrinterOutlined } from '@ant-design/icons';
import { PERMS, type ReportRecord } from '@ck/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, Divider, Drawer, Space, Spin, Typography } from 'antd';
import { Can } from '../../../components/can.tsx';
import { useDangerConfirm } from '../../../hooks/use-danger-confirm.ts';
import { useViewport } from '../../../hooks/use-viewport.ts';
import { getReport, REPORT_KEY, resetReport } from '../api.ts';
import { ReportContent } from './report-content.tsx';
import { ReportPrint } from './report-print.tsx';
import { ShareLinkPanel } from './share-link-panel.tsx';

interface Props {
  /** The listed row to open, or null (closed). */
  report: ReportRecord | null;
  onClose: () => void;
  onFollow: (r: ReportRecord) => void;
  /** After a change that the list shows (share, re-test). */
  onChanged: () => void;
}

/** 报告详情: the whole report, its share link, follow-up, re-test and a print view. */
export function ReportDetailDrawer({ report, onClose, onFollow, onChanged }: Props) {
  const confirmDanger = useDangerConfirm();
  const mobile = useViewport() === 'mobile';
  const detail = useQuery({
    queryKey: [...REPORT_KEY, 'detail', report?.id],
    queryFn: () => getReport(report?.id ?? ''),
    enabled: !!report,
  });
  const view = detail.data && detail.data.id === report?.id ? detail.data : undefined;
  const changed = () => {
    void detail.refetch();
    onChanged();
  };
  const reset = (r: ReportRecord) =>
    confirmDanger({
      title: '重测',
      content: `将删除「${r.childName}」这次的作答和报告（分享链接一并失效），孩子可以重新参加测评。确定重测吗？`,
      okText: '重测',
      action: () => resetReport(r.id),
      successText: '已重置，孩子可以重新参加测评',
      onDone: () => {
        onChanged();
        onClose();
      },
    });

  return (
    <Drawer
      title={report ? `${report.childName}的测评报告` : '测评报告'}
      open={!!report}
      onClose={onClose}
      size={mobile ? '100%' : 820}
      destroyOnHidden
      extra={
        report && (
          <Space wrap>
            <Can code={PERMS.testReport.edit}>
              <Button onClick={() => onFollow(report)}>跟进</Button>
              <Button danger onClick={() => reset(report)}>
                重测
              </Button>
            </Can>
            <Button icon={<PrinterOutlined />} disabled={!view} onClick={() => window.print()}>
              打印 / 保存为 PDF
            </Button>
          </Space>
        )
      }
    >
      <Spin spinning={!view} tip={detail.isError ? '报告加载失败' : '加载中'}>
        {view && (
          <>
            <Typography.Title level={5}>分享给家长</Typography.Title>
            <ShareLinkPanel report={view} onChanged={changed} />
            <Divider />
            <ReportContent report={view} />
            <ReportPrint report={view} />
          </>
        )}
      </Spin>
    </Drawer>
  );
}
