import { SendOutlined } from '@ant-design/icons';
import type { Cert } from '@ck/shared';
import { useQuery } from '@tanstack/react-query';
import { Badge, Button, Select, Typography } from 'antd';
import { useState } from 'react';
import type { ListColumn } from '../../../../admin/crud/list-columns.ts';
import { selectSearch } from '../../../../admin/crud/select-search.tsx';
import { useListPage } from '../../../../admin/crud/use-list-page.ts';
import { SearchTable } from '../../../../components/search-table.tsx';
import { useCan } from '../../../../hooks/use-can.ts';
import { useDangerConfirm } from '../../../../hooks/use-danger-confirm.ts';
import { CERTS_KEY, listCerts, listCertTemplates, revokeCert } from '../api.ts';
import { formatIssueDate } from '../cert-layout.ts';
import { IssueModal } from './issue-modal.tsx';

/** The "已颁发证书" tab: every certificate in the caller's scope, issuing and revoking. */
export function IssuedTab() {
  const confirmDanger = useDangerConfirm();
  const canIssue = useCan('teaching:cert:issue');
  const [issuing, setIssuing] = useState(false);
  const templates = useQuery({
    queryKey: ['cert-templates', 'all'],
    queryFn: () => listCertTemplates({ pageNo: 1, pageSize: 200 }),
  });

  const revoke = (r: Cert) =>
    confirmDanger({
      title: '确认撤销',
      content: `确定撤销 ${r.holderName} 的「${r.certName}」（${r.serialNo}）吗？撤销后公开查验将显示为无效，且不能恢复。`,
      okText: '撤销',
      action: () => revokeCert(r.id),
      successText: '证书已撤销',
      onDone: () => void list.refresh(),
    });

  const columns: ListColumn<Cert>[] = [
    {
      key: 'serialNo',
      dataIndex: 'serialNo',
      title: '证书编号',
      width: 170,
      search: { placeholder: '证书编号' },
    },
    {
      key: 'holderName',
      dataIndex: 'holderName',
      title: '获得者',
      width: 110,
      search: { placeholder: '学生姓名' },
    },
    {
      key: 'certName',
      dataIndex: 'certName',
      title: '证书',
      search: {
        name: 'templateId',
        instant: true,
        input: (
          <Select
            allowClear
            placeholder="全部模板"
            style={{ width: 180 }}
            options={(templates.data?.records ?? []).map((t) => ({ value: t.id, label: t.name }))}
          />
        ),
      },
    },
    { key: 'courseName', dataIndex: 'courseName', title: '课程', render: (v: string) => v || '-' },
    { key: 'issueDate', dataIndex: 'issueDate', title: '颁发日期', width: 140, render: formatIssueDate },
    { key: 'source', dataIndex: 'source_dictText', title: '来源', width: 150 },
    {
      key: 'revoked',
      dataIndex: 'revoked',
      title: '状态',
      width: 100,
      render: (v: number) =>
        v ? <Badge status="error" text="已撤销" /> : <Badge status="success" text="有效" />,
      search: selectSearch('全部状态', 120, [
        { value: 0, label: '有效' },
        { value: 1, label: '已撤销' },
      ]),
    },
    {
      key: 'actions',
      title: '操作',
      width: 90,
      fixed: 'right',
      render: (_: unknown, r) =>
        canIssue && !r.revoked ? (
          <Button type="link" size="small" danger onClick={() => revoke(r)}>
            撤销
          </Button>
        ) : (
          <Typography.Text type="secondary">{r.revoked ? r.revokeTime?.slice(0, 10) : '-'}</Typography.Text>
        ),
    },
  ];
  const list = useListPage<Cert>({
    queryKey: CERTS_KEY,
    query: listCerts,
    columns,
    emptyText: { searched: '没有符合条件的证书', none: '还没有颁发过证书' },
  });

  return (
    <>
      <SearchTable
        list={list}
        toolbar={
          canIssue && (
            <Button type="primary" icon={<SendOutlined />} onClick={() => setIssuing(true)}>
              颁发证书
            </Button>
          )
        }
        scrollX={1100}
      />
      <IssueModal open={issuing} onClose={() => setIssuing(false)} onIssued={list.refresh} />
    </>
  );
}
