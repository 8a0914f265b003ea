import { SendOutlined } from '@ant-design/icons';
import type { PaperRow } from '@ck/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Card, Collapse, Select, Space, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useListPage } from '../../../../admin/crud/use-list-page.ts';
import { SearchTable } from '../../../../components/search-table.tsx';
import { useHasRole } from '../../../../hooks/use-can.ts';
import { DEPART_TREE_KEY, distributionApi, fetchDepartTree, PAPERS_KEY, paperApi } from '../../papers/api.ts';
import { type CopyRow, copyRows, schoolOptions, tenantIdsOf } from '../distribution-state.ts';
import { CopyResultList } from './copy-result-list.tsx';
import { paperColumns } from './paper-columns.tsx';
import { usePaperNames } from './use-paper-names.ts';

const columns = paperColumns((p) => p.hasRandom === 1 && <Tag color="purple">随机</Tag>);

/** 推送: copy chosen papers into schools of the organisation, and (platform administrators) into other organisations. */
export function PushPanel() {
  const { modal } = App.useApp();
  const isAdmin = useHasRole('admin');
  const [deptIds, setDeptIds] = useState<string[]>([]);
  const [tenantInput, setTenantInput] = useState<string[]>([]);
  const [result, setResult] = useState<CopyRow[] | null>(null);

  const list = useListPage<PaperRow>({
    queryKey: [...PAPERS_KEY, 'push-pick'],
    query: paperApi.list,
    columns,
    selectable: 'preserve',
    emptyText: { searched: '没有符合条件的试卷', none: '还没有可以推送的试卷' },
  });
  const names = usePaperNames(list.records);

  const tree = useQuery({ queryKey: DEPART_TREE_KEY, queryFn: fetchDepartTree, staleTime: 60_000 });
  const schools = useMemo(() => schoolOptions(tree.data ?? []), [tree.data]);
  const schoolNames = useMemo(() => new Map(schools.map((s) => [s.value, s.label])), [schools]);
  const tenantIds = tenantIdsOf(tenantInput);

  const push = useMutation({
    mutationFn: () => distributionApi.push(list.selected, deptIds, tenantIds),
    onSuccess: (res) => {
      setResult(copyRows(res, names, schoolNames));
      list.setSelected([]);
      void list.refresh();
    },
  });

  const targets = deptIds.length + tenantIds.length;
  const confirm = () =>
    modal.confirm({
      title: '推送试卷',
      content: `把 ${list.selected.length} 份试卷复制到 ${targets} 个目标（共 ${list.selected.length * targets} 份副本）。副本与原试卷互不影响，确定推送吗？`,
      okText: '推送',
      cancelText: '取消',
      onOk: () => push.mutateAsync().catch(() => undefined),
    });

  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <Card size="small" title={`1. 选择试卷（已选 ${list.selected.length} 份）`}>
        <SearchTable list={list} name="paper-push-search" scrollX={560} />
      </Card>
      <Card size="small" title="2. 选择学校">
        {tree.isError ? (
          <Alert type="error" showIcon message="学校列表加载失败，请稍后重试" />
        ) : (
          <Select
            mode="multiple"
            allowClear
            loading={tree.isLoading}
            placeholder="选择要推送到的学校（可多选）"
            options={schools}
            value={deptIds}
            onChange={setDeptIds}
            optionFilterProp="label"
            notFoundContent={tree.isLoading ? '加载中…' : '没有学校，请先在部门管理中添加机构类型的节点'}
            style={{ width: '100%' }}
            maxTagCount="responsive"
          />
        )}
        {isAdmin && (
          <Collapse
            ghost
            size="small"
            style={{ marginTop: 8 }}
            items={[
              {
                key: 'tenants',
                label: '推送到其他机构（仅平台管理员）',
                children: (
                  <>
                    <Select
                      mode="tags"
                      allowClear
                      open={false}
                      placeholder="输入机构（租户）编号，回车确认，可输入多个"
                      value={tenantInput}
                      onChange={setTenantInput}
                      tokenSeparators={[',', '，', ' ']}
                      style={{ width: '100%' }}
                    />
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      副本进入对方机构的题库；随机抽题的题目与分类会一并复制。
                    </Typography.Text>
                  </>
                ),
              },
            ]}
          />
        )}
      </Card>
      <Space wrap>
        <Button
          type="primary"
          icon={<SendOutlined />}
          disabled={!list.selected.length || !targets}
          loading={push.isPending}
          onClick={confirm}
        >
          推送
        </Button>
        <Typography.Text type="secondary">
          {!list.selected.length
            ? '请先选择试卷'
            : !targets
              ? '请选择学校'
              : `将生成 ${list.selected.length * targets} 份副本`}
        </Typography.Text>
      </Space>
      {result && <CopyResultList title="推送成功" rows={result} showTarget onClose={() => setResult(null)} />}
    </Space>
  );
}
