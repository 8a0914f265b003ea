import { EditOutlined, ExportOutlined, ReloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Empty, Select, Space, Typography } from 'antd';
import { errorMessage, myWorksOf } from '../api.ts';
import { practiceTarget } from '../exam-state.ts';

interface Props {
  practiceEditor: string | null;
  /** The chosen work's id. */
  workId: string;
  onChange: (workId: string) => void;
  /** Opening the editor in a new tab is part of the task, not leaving the exam. */
  onOpenEditor: () => void;
}

/** A practical task: make a work in the editor (new tab), then choose which of my works to hand in. */
export function PracticalAnswer({ practiceEditor, workId, onChange, onOpenEditor }: Props) {
  const target = practiceTarget(practiceEditor);
  const works = useQuery({
    queryKey: ['exam', 'my-works', target.workType],
    queryFn: () => myWorksOf(target.workType),
  });
  const open = (path: string) => {
    onOpenEditor();
    window.open(path, '_blank', 'noopener');
  };
  const options = (works.data ?? []).map((w) => ({
    value: w.id,
    label: `${w.workName}${w.saveTime || w.createTime ? `（${(w.saveTime || w.createTime || '').slice(5, 16)}）` : ''}`,
  }));
  const picked = works.data?.find((w) => w.id === workId);

  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <Typography.Text>
        1. 在新标签页打开{target.label}完成作品并<strong>保存</strong>；2.
        回到这里刷新列表，选择要提交的作品。
      </Typography.Text>
      <Space wrap>
        <Button type="primary" icon={<ExportOutlined />} onClick={() => open(target.path)}>
          打开{target.label}
        </Button>
        <Button icon={<ReloadOutlined />} loading={works.isFetching} onClick={() => void works.refetch()}>
          刷新作品列表
        </Button>
      </Space>
      {works.isError ? (
        <Alert type="error" showIcon title={`作品列表加载失败：${errorMessage(works.error)}`} />
      ) : (
        <Select
          aria-label="选择要提交的作品"
          style={{ width: '100%', maxWidth: 480 }}
          placeholder="选择要提交的作品"
          value={workId || undefined}
          loading={works.isLoading}
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          options={options}
          notFoundContent={
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="还没有作品，请先在编辑器中保存" />
          }
          onChange={(value?: string) => onChange(value ?? '')}
        />
      )}
      {workId && !picked && !works.isLoading && (
        <Typography.Text type="secondary">
          已选择的作品不在最近 50 个作品中，提交时仍以它为准。
        </Typography.Text>
      )}
      {workId && (
        <Button
          icon={<EditOutlined />}
          onClick={() => open(`${target.path}?workId=${encodeURIComponent(workId)}`)}
        >
          在编辑器中打开所选作品
        </Button>
      )}
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        打开编辑器不计入切屏次数。交卷后老师会批阅作品。
      </Typography.Text>
    </Space>
  );
}
