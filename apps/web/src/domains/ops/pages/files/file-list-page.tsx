import { DeleteOutlined, DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import type { SysFile } from '@ck/shared';
import { App, Button, Image, Input, Space, Switch, Table, Tag, Upload } from 'antd';
import { useState } from 'react';
import type { ListColumn } from '../../../../admin/crud/list-columns.ts';
import { ListPageCard } from '../../../../admin/crud/list-page-card.tsx';
import { ListSearchForm } from '../../../../admin/crud/list-search-form.tsx';
import { useListPage } from '../../../../admin/crud/use-list-page.ts';
import { useRowDelete } from '../../../../admin/crud/use-row-delete.ts';
import { Can } from '../../../../components/can.tsx';
import { DangerPopconfirm } from '../../../../components/danger-popconfirm.tsx';
import { DictSelectTag } from '../../../../components/dict-select-tag.tsx';
import { deleteFile, listFiles, uploadFile } from '../../api/files.ts';
import { formatSize } from '../../format-size.ts';

const IMAGE_TYPES = new Set(['png', 'jpg', 'jpeg', 'gif', 'webp', 'bmp', 'ico', 'svg']);

const withDownload = (url: string) => `${url}${url.includes('?') ? '&' : '?'}download=1`;

function fileColumns(remove: (row: SysFile) => void): ListColumn<SysFile>[] {
  return [
    {
      title: '预览',
      key: 'preview',
      width: 80,
      render: (_: unknown, r) =>
        IMAGE_TYPES.has(r.type) ? (
          <Image src={r.url} width={48} height={48} style={{ objectFit: 'cover' }} alt={r.name} />
        ) : (
          <Tag>{r.type.toUpperCase()}</Tag>
        ),
    },
    {
      key: 'name',
      title: '文件名',
      dataIndex: 'name',
      ellipsis: true,
      search: { label: true, input: <Input placeholder="请输入文件名" allowClear maxLength={100} /> },
    },
    { key: 'size', title: '大小', dataIndex: 'size', width: 100, render: (v: number) => formatSize(v) },
    { key: 'biz', title: '业务目录', dataIndex: 'biz', width: 120 },
    {
      key: 'isPublic',
      title: '访问',
      dataIndex: 'isPublic',
      width: 90,
      render: (v: boolean) => (v ? <Tag color="green">公开</Tag> : <Tag color="orange">私有</Tag>),
      search: { label: '是否公开', input: <DictSelectTag dictCode="yn" type="radioButton" /> },
    },
    {
      key: 'storage',
      title: '存储',
      dataIndex: 'storage',
      width: 80,
      render: (v: string) => (v === 's3' ? '对象存储' : '本地'),
    },
    { key: 'createBy', title: '上传人', dataIndex: 'createBy', width: 110 },
    { key: 'createTime', title: '上传时间', dataIndex: 'createTime', width: 180 },
    {
      title: '操作',
      key: 'actions',
      width: 160,
      render: (_: unknown, r) => (
        <Space size={0}>
          <Button type="link" size="small" icon={<DownloadOutlined />} href={withDownload(r.url)}>
            下载
          </Button>
          <Can code="system:file:delete">
            <DangerPopconfirm
              title="确定删除这个文件吗？引用它的页面将无法再显示。"
              onConfirm={() => remove(r)}
            >
              <Button type="link" size="small" danger icon={<DeleteOutlined />}>
                删除
              </Button>
            </DangerPopconfirm>
          </Can>
        </Space>
      ),
    },
  ];
}

/** `system/FileList`: uploaded files with preview, download, delete and an upload button. */
export function FileListPage() {
  const { message } = App.useApp();
  const [biz, setBiz] = useState('upload');
  const [isPublic, setIsPublic] = useState(false);

  const remove = useRowDelete(deleteFile);
  const list = useListPage<SysFile>({
    queryKey: ['sys-file'],
    query: listFiles,
    columns: fileColumns((row) => remove(row.id, list)),
  });

  return (
    <ListPageCard title="文件管理" icon="folder-open">
      <ListSearchForm search={list.search} />
      <Space wrap style={{ marginBottom: 16 }}>
        <Input
          addonBefore="业务目录"
          value={biz}
          onChange={(e) => setBiz(e.target.value)}
          style={{ width: 240 }}
          maxLength={100}
        />
        <Space>
          <span>公开访问</span>
          <Switch checked={isPublic} onChange={setIsPublic} checkedChildren="公开" unCheckedChildren="私有" />
        </Space>
        <Upload
          showUploadList={false}
          customRequest={async ({ file, onSuccess, onError }) => {
            try {
              const path = await uploadFile(file as File, { biz: biz.trim() || 'upload', isPublic });
              message.success('上传成功');
              onSuccess?.(path);
              await list.refresh();
            } catch (err) {
              onError?.(err as Error);
            }
          }}
        >
          <Button type="primary" icon={<UploadOutlined />}>
            上传文件
          </Button>
        </Upload>
      </Space>
      <Table<SysFile> {...list.tableProps} />
    </ListPageCard>
  );
}
