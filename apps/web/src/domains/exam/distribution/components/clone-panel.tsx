import type { PaperRow } from '@ck/shared';
import { useMutation } from '@tanstack/react-query';
import { Button, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import type { ListColumn } from '../../../../admin/crud/list-columns.ts';
import { ListSearchForm } from '../../../../admin/crud/list-search-form.tsx';
import { useListPage } from '../../../../admin/crud/use-list-page.ts';
import { PAPERS_KEY, paperApi } from '../../papers/api.ts';
import { type CopyRow, copyRows } from '../distribution-state.ts';
import { CopyResultList } from './copy-result-list.tsx';
import { paperColumns } from './paper-columns.tsx';

/** 复制: a copy of one of my papers to change freely (e.g. next term's version). */
export function ClonePanel() {
  const [result, setResult] = useState<CopyRow[]>([]);

  const clone = useMutation({
    mutationFn: (p: PaperRow) => paperApi.clone(p.id),
    onSuccess: (res, p) => {
      setResult((rows) => [...copyRows(res, new Map([[p.id, p.paperName]])), ...rows]);
      void list.refresh();
    },
  });

  const columns: ListColumn<PaperRow>[] = [
    ...paperColumns((p) => p.originId && <Tag color="blue">副本</Tag>),
    { key: 'createTime', title: '创建时间', width: 140, render: (_, p) => p.createTime?.slice(0, 16) ?? '—' },
    {
      key: 'actions',
      title: '操作',
      width: 90,
      render: (_, p) => (
        <Button
          type="link"
          size="small"
          loading={clone.isPending && clone.variables?.id === p.id}
          onClick={() => clone.mutate(p)}
        >
          复制
        </Button>
      ),
    },
  ];

  const list = useListPage<PaperRow>({
    queryKey: PAPERS_KEY,
    query: paperApi.list,
    columns,
    emptyText: { searched: '没有符合条件的试卷', none: '还没有试卷' },
  });

  return (
    <>
      <ListSearchForm search={list.search} name="paper-clone-search" />
      <Typography.Paragraph type="secondary" style={{ marginTop: -8 }}>
        复制会生成一份新试卷，大题、题目与分值都相同，之后可以单独修改，不影响原试卷。
      </Typography.Paragraph>
      <Table<PaperRow> {...list.tableProps} scroll={{ x: 680 }} />
      {result.length > 0 && <CopyResultList title="复制成功" rows={result} onClose={() => setResult([])} />}
    </>
  );
}
