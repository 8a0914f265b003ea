import { PrinterOutlined } from '@ant-design/icons';
import type { Contest } from '@ck/shared';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Empty, Modal, Space, Spin, Typography } from 'antd';
import type { Params } from '../../../../api/client.ts';
import { LoadError } from '../../../../components/load-error.tsx';
import { CODES_KEY, codeApi, MAX_PRINT_CODES } from '../api.ts';
import { type CodeSlip, codeSlips, redeemUrl, slipsAsText } from '../code-slips.ts';
import { CodeSlipGrid } from './code-slip-grid.tsx';

/** What to print: codes just generated, or every unused code matching the page's filter. */
export type PrintSource = { slips: CodeSlip[] } | { params: Params };

interface Props {
  contest: Contest;
  source: PrintSource | null;
  groupNames: Map<string, string>;
  onClose: () => void;
}

/** A preview of the slips with 打印 (the browser's print dialog) and 复制. */
export function CodePrintModal({ contest, source, groupNames, onClose }: Props) {
  const { message } = App.useApp();
  const params = source && 'params' in source ? source.params : null;
  const fetched = useQuery({
    queryKey: [...CODES_KEY, 'print', params],
    queryFn: () => codeApi.all(params ?? {}),
    enabled: !!params,
    staleTime: 0,
    gcTime: 0,
  });
  const slips =
    source && 'slips' in source
      ? source.slips
      : fetched.data
        ? codeSlips(fetched.data, groupNames, true)
        : [];
  const loading = !!params && fetched.isLoading;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(slipsAsText(slips));
      message.success('已复制到剪贴板');
    } catch {
      message.error('复制失败，请改用导出 Excel');
    }
  };

  return (
    <Modal
      title="打印验证码"
      open={!!source}
      onCancel={onClose}
      width={900}
      destroyOnHidden
      footer={
        <Space>
          <Button onClick={onClose}>关闭</Button>
          <Button disabled={!slips.length} onClick={() => void copy()}>
            复制验证码
          </Button>
          <Button
            type="primary"
            icon={<PrinterOutlined />}
            disabled={!slips.length}
            onClick={() => window.print()}
          >
            打印
          </Button>
        </Space>
      }
    >
      {fetched.isError ? (
        <LoadError what="验证码" onRetry={() => void fetched.refetch()} />
      ) : loading ? (
        <Spin description="加载中" style={{ display: 'block', margin: '48px auto' }} />
      ) : slips.length === 0 ? (
        <Empty description="没有可打印的未使用验证码" />
      ) : (
        <>
          <Typography.Paragraph type="secondary">
            共 {slips.length} 张
            {fetched.data && fetched.data.length >= MAX_PRINT_CODES
              ? `（一次最多打印 ${MAX_PRINT_CODES} 个，请按分组分批打印）`
              : ''}
            ，A4 纸每页约 24 张，沿虚线裁开后分发给选手。
          </Typography.Paragraph>
          <div style={{ maxHeight: 480, overflow: 'auto' }}>
            <CodeSlipGrid
              contestName={contest.contestName}
              slips={slips}
              url={redeemUrl(window.location.origin, contest.id)}
            />
          </div>
        </>
      )}
    </Modal>
  );
}
