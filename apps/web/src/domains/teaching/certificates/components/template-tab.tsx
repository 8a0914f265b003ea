import { PlusOutlined } from '@ant-design/icons';
import type { CertTemplate } from '@ck/shared';
import { Button, Image, Typography } from 'antd';
import { useState } from 'react';
import type { ListColumn } from '../../../../admin/crud/list-columns.ts';
import { useListPage } from '../../../../admin/crud/use-list-page.ts';
import { fileUrl } from '../../../../components/file-url.ts';
import { RowActions } from '../../../../components/row-actions.tsx';
import { SearchTable } from '../../../../components/search-table.tsx';
import { useCan } from '../../../../hooks/use-can.ts';
import { useDangerConfirm } from '../../../../hooks/use-danger-confirm.ts';
import { useBrand } from '../../../../hooks/use-sys-config.ts';
import { CERT_TEMPLATES_KEY, deleteCertTemplate, listCertTemplates } from '../api.ts';
import { TemplateEditorModal } from './template-editor-modal.tsx';

/** The "证书模板" tab: templates with their course and use; admins add, edit and delete them. */
export function TemplateTab() {
  const confirmDanger = useDangerConfirm();
  const { config } = useBrand();
  const canEdit = useCan('teaching:cert:template');
  const [editing, setEditing] = useState<{ record: CertTemplate | null } | null>(null);

  const remove = (r: CertTemplate) =>
    confirmDanger({
      title: '确认删除',
      content: `确定删除模板「${r.name}」吗？已颁发的证书不受影响。`,
      action: () => deleteCertTemplate(r.id),
      successText: '删除成功',
      onDone: () => list.afterDelete([r.id]),
    });

  const columns: ListColumn<CertTemplate>[] = [
    {
      key: 'background',
      title: '背景',
      width: 110,
      render: (_: unknown, r) =>
        r.background ? (
          <Image src={fileUrl(r.background, config)} width={80} height={56} style={{ objectFit: 'cover' }} />
        ) : (
          <Typography.Text type="secondary">无</Typography.Text>
        ),
    },
    { key: 'name', dataIndex: 'name', title: '模板名称', search: { placeholder: '模板名称', keyword: true } },
    { key: 'size', title: '尺寸', width: 120, render: (_: unknown, r) => `${r.width} × ${r.height}` },
    { key: 'fields', title: '字段数', width: 80, render: (_: unknown, r) => r.fields.length },
    {
      key: 'courseName',
      dataIndex: 'courseName',
      title: '自动颁发课程',
      render: (v: string | null) => v ?? <Typography.Text type="secondary">不自动颁发</Typography.Text>,
    },
    { key: 'issuedCount', dataIndex: 'issuedCount', title: '已颁发', width: 80 },
    { key: 'createTime', dataIndex: 'createTime', title: '创建时间', width: 170 },
    ...(canEdit
      ? [
          {
            key: 'actions',
            title: '操作',
            width: 140,
            fixed: 'right' as const,
            render: (_: unknown, r: CertTemplate) => (
              <RowActions
                actions={[
                  { label: '编辑', onClick: () => setEditing({ record: r }) },
                  { label: '删除', danger: true, onClick: () => remove(r) },
                ]}
              />
            ),
          },
        ]
      : []),
  ];
  const list = useListPage<CertTemplate>({
    queryKey: CERT_TEMPLATES_KEY,
    query: listCertTemplates,
    columns,
    emptyText: { searched: '没有符合条件的模板', none: '还没有证书模板' },
  });

  return (
    <>
      <SearchTable
        list={list}
        buttons="none"
        toolbar={
          canEdit && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ record: null })}>
              新建模板
            </Button>
          )
        }
        scrollX={1000}
      />
      <TemplateEditorModal
        open={!!editing}
        record={editing?.record ?? null}
        onClose={() => setEditing(null)}
        onSaved={list.refresh}
      />
    </>
  );
}
