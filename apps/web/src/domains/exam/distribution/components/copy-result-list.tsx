import { DEFAULT_PAGE_SIZE } from '@ck/shared';
import { Alert, Button, Space, Table, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { useCan } from '../../../../hooks/use-can.ts';
import type { CopyRow } from '../distribution-state.ts';

interface Props {
  title: string;
  rows: CopyRow[];
  /** Push lists where each copy went; pull and clone copy to the user's own place. */
  showTarget?: boolean;
  onClose: () => void;
}

/** What a push / pull / clone made: one new paper per source and target, with links to the copies. */
export function CopyResultList({ title, rows, showTarget, onClose }: Props) {
  const navigate = useNavigate();
  const canEdit = useCan('teaching:paper:edit');
  return (
    <Alert
      type="success"
      showIcon
      closable
      onClose={onClose}
      style={{ marginTop: 16 }}
      message={`${title}：共生成 ${rows.length} 份试卷`}
      description={
        <Table<CopyRow>
          rowKey="key"
          size="small"
          pagination={
            rows.length > DEFAULT_PAGE_SIZE
              ? { pageSize: DEFAULT_PAGE_SIZE, size: 'small', showSizeChanger: false }
              : false
          }
          dataSource={rows}
          scroll={{ x: 'max-content' }}
          style={{ marginTop: 8 }}
          columns={[
            {
              key: 'source',
              title: '原试卷',
              render: (_, r) => <Typography.Text>{r.sourceName}</Typography.Text>,
            },
            ...(showTarget
              ? [{ key: 'target', title: '推送到', render: (_: unknown, r: CopyRow) => r.targetName }]
              : []),
            {
              key: 'actions',
              title: '新试卷',
              render: (_, r) => (
                <Space size={0}>
                  <Button type="link" size="small" onClick={() => navigate(`/exam/preview?id=${r.paperId}`)}>
                    预览
                  </Button>
                  {canEdit && (
                    <Button
                      type="link"
                      size="small"
                      onClick={() => navigate(`/exam/paperEdit?id=${r.paperId}`)}
                    >
                      编辑
                    </Button>
                  )}
                </Space>
              ),
            },
          ]}
        />
      }
    />
  );
}
