import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { TenantView } from '@ck/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Avatar, Button, Input, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import type { ListColumn } from '../../../admin/crud/list-columns.ts';
import { ListPageCard } from '../../../admin/crud/list-page-card.tsx';
import { selectSearch } from '../../../admin/crud/select-search.tsx';
import { useListPage } from '../../../admin/crud/use-list-page.ts';
import { useDocumentTitle } from '../../../app/use-document-title.ts';
import { Can } from '../../../components/can.tsx';
import { fileUrl } from '../../../components/file-url.ts';
import { SearchTable } from '../../../components/search-table.tsx';
import { useBrand } from '../../../hooks/use-sys-config.ts';
import { listTenants, TENANT_KEY, tenantScope } from '../api.ts';
import { TenantAddModal } from '../components/tenant-add-modal.tsx';
import { TenantEditDrawer } from '../components/tenant-edit-drawer.tsx';
import { UsageBar } from '../components/usage-bar.tsx';

function StatusTag({ tenant }: { tenant: TenantView }) {
  if (tenant.platform) return <Tag color="blue">平台</Tag>;
  if (tenant.status !== 1) return <Tag color="default">停用</Tag>;
  if (tenant.expired) return <Tag color="red">已到期</Tag>;
  return <Tag color="green">正常</Tag>;
}

function useColumns(onEdit: (t: TenantView) => void): ListColumn<TenantView>[] {
  const { config } = useBrand();
  return [
    {
      key: 'zuhuName',
      title: '机构',
      render: (_, t) => (
        <Space>
          <Avatar shape="square" src={fileUrl(t.logo || t.brandLogo || '', config) || undefined}>
            {t.zuhuName.slice(0, 1)}
          </Avatar>
          <div>
            <div>{t.zuhuName}</div>
            {t.brandName && <Typography.Text type="secondary">品牌：{t.brandName}</Typography.Text>}
          </div>
        </Space>
      ),
      search: { label: '机构名称', input: <Input placeholder="机构名称" allowClear maxLength={64} /> },
    },
    {
      key: 'contact',
      title: '联系人',
      width: 150,
      render: (_, t) =>
        t.contactName || t.contactPhone ? `${t.contactName ?? ''} ${t.contactPhone ?? ''}` : '—',
    },
    {
      key: 'expireTime',
      title: '到期时间',
      dataIndex: 'expireTime',
      width: 170,
      render: (v: string | null) => v ?? '永不到期',
    },
    {
      key: 'students',
      title: '学生',
      width: 150,
      render: (_, t) => <UsageBar used={t.studentCount} max={t.maxStudents} unit="" />,
    },
    {
      key: 'teachers',
      title: '教师',
      width: 150,
      render: (_, t) => <UsageBar used={t.teacherCount} max={t.maxTeachers} unit="" />,
    },
    {
      key: 'storage',
      title: '存储',
      width: 150,
      render: (_, t) => <UsageBar used={t.storageUsedMb} max={t.maxStorageMb} unit="MB" />,
    },
    {
      key: 'status',
      title: '状态',
      width: 90,
      render: (_, t) => <StatusTag tenant={t} />,
      search: selectSearch('全部状态', 120, [
        { value: 1, label: '正常' },
        { value: 0, label: '停用' },
      ]),
    },
    {
      key: 'action',
      title: '操作',
      width: 90,
      fixed: 'right',
      render: (_, t) => (
        <Can code="teaching:zuhu:edit">
          <Button type="link" size="small" icon={<EditOutlined />} onClick={() => onEdit(t)}>
            编辑
          </Button>
        </Can>
      ),
    },
  ];
}

/** 机构列表: every tenant for the platform's administrators, one's own tenant for anyone else. */
export function TenantListView() {
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<TenantView | null>(null);
  const scope = useQuery({ queryKey: [...TENANT_KEY, 'scope'], queryFn: tenantScope });
  const platformAdmin = !!scope.data?.platformAdmin;
  const columns = useColumns(setEditing);
  const list = useListPage<TenantView>({
    queryKey: [...TENANT_KEY, 'list'],
    query: listTenants,
    columns,
    emptyText: { searched: '没有符合条件的机构', none: '还没有机构，点击“新建机构”添加' },
  });
  return (
    <>
      {scope.data && !platformAdmin && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          title="你可以查看本机构的用量，修改联系人与品牌；到期时间、配额和授权由平台管理员设置。"
        />
      )}
      <SearchTable
        list={list}
        layout="grid"
        toolbar={
          platformAdmin && (
            <Can code="teaching:zuhu:add">
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => setAdding(true)}
                data-testid="tenant-add"
              >
                新建机构
              </Button>
            </Can>
          )
        }
        scrollX={1100}
      />
      <TenantAddModal
        open={adding}
        onClose={() => setAdding(false)}
        onSaved={() => {
          setAdding(false);
          void list.refresh();
        }}
      />
      <TenantEditDrawer
        tenant={editing}
        platformAdmin={platformAdmin}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          void list.refresh();
        }}
      />
    </>
  );
}

/** `tenant/TenantList`. */
export function TenantListPage() {
  useDocumentTitle('租户管理');
  return (
    <ListPageCard title="租户管理" icon="bank">
      <TenantListView />
    </ListPageCard>
  );
}

/** The same page under `/home-page/zuhuInfo` (new-home layout). */
export function TenantListHomePage() {
  useDocumentTitle('租户管理');
  return (
    <div style={{ maxWidth: 1280, margin: '24px auto', padding: '0 16px' }}>
      <ListPageCard title="租户管理" icon="bank">
        <TenantListView />
      </ListPageCard>
    </div>
  );
}
