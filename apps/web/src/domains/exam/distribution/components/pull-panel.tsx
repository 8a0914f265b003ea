import { CloudDownloadOutlined } from '@ant-design/icons';
import type { PaperRow } from '@ck/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { ListColumn } from '../../../../admin/crud/list-columns.ts';
import { ListSearchForm } from '../../../../admin/crud/list-search-form.tsx';
import { useListPage } from '../../../../admin/crud/use-list-page.ts';
import { distributionApi, PAPERS_KEY, SHARED_PAPERS_KEY } from '../../papers/api.ts';
import { type CopyRow, copyRows } from '../distribution-state.ts';
import { CopyResultList } from './copy-result-list.tsx';
import { usePaperNames } from './use-paper-names.ts';

/** 共享库拉取: papers other schools and the platform share; chosen ones are copied to the user's own place. */
export function PullPanel() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [result, setResult] = useState<CopyRow[] | null>(null);

  const columns: ListColumn<PaperRow>[] = [
    {
      key: 'paperName',
      dataIndex: 'paperName',
      title: '试卷名称',
      search: { placeholder: '搜索共享试卷', keyword: true, width: 220 },
      render: (name: string, p) => (
        <Space size={4} wrap>
          <Typography.Text strong>{name}</Typography.Text>
          {p.hasRandom === 1 && <Tag color="purple">随机</Tag>}
        </Space>
      ),
    },
    { key: 'classification', title: '分类', render: (_, p) => p.classificationId_dictText ?? '—' },
    { key: 'totalScore', dataIndex: 'totalScore', title: '总分', width: 70 },
    { key: 'questionCount', dataIndex: 'questionCount', title: '题数', width: 70 },
    { key: 'duration', dataIndex: 'duration', title: '时长', width: 90, render: (v: number) => `${v} 分钟` },
    {
      key: 'intro',
      dataIndex: 'intro',
      title: '说明',
      width: 200,
      ellipsis: true,
      render: (v: string | null) => v || '—',
    },
    {
      key: 'actions',
      title: '操作',
      width: 80,
      render: (_, p) => (
        <Button type="link" size="small" onClick={() => navigate(`/exam/preview?id=${p.id}`)}>
          预览
        </Button>
      ),
    },
  ];

  const list = useListPage<PaperRow>({
    queryKey: SHARED_PAPERS_KEY,
    query: distributionApi.sharedList,
    columns,
    selectable: 'preserve',
    emptyText: { searched: '共享库中没有符合条件的试卷', none: '共享库中还没有试卷' },
  });
  const names = usePaperNames(list.records);

  const pull = useMutation({
    mutationFn: () => distributionApi.pull(list.selected),
    onSuccess: (res) => {
      setResult(copyRows(res, names));
      list.setSelected([]);
      void queryClient.invalidateQueries({ queryKey: PAPERS_KEY });
    },
  });

  return (
    <>
      <ListSearchForm
        search={list.search}
        name="paper-pull-search"
        extra={
          <Button
            type="primary"
            icon={<CloudDownloadOutlined />}
            disabled={!list.selected.length}
            loading={pull.isPending}
            onClick={() => pull.mutate()}
          >
            拉取选中{list.selected.length ? `（${list.selected.length}）` : ''}
          </Button>
        }
      />
      <Typography.Paragraph type="secondary" style={{ marginTop: -8 }}>
        拉取会在你的题库中生成一份副本，之后可以自由修改，不影响共享库中的原试卷。
      </Typography.Paragraph>
      <Table<PaperRow> {...list.tableProps} scroll={{ x: 760 }} />
      {result && <CopyResultList title="拉取成功" rows={result} onClose={() => setResult(null)} />}
    </>
  );
}
