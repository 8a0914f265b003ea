import { DeleteOutlined, DownloadOutlined, SearchOutlined, UploadOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { App, Button, Card, Form, Image, Input, Popconfirm, Space, Switch, Table, Tag, Upload } from 'antd';
import { useState } from 'react';
import { Can } from '../../../../components/can.tsx';
import { DictSelectTag } from '../../../../components/dict-select-tag.tsx';
import { deleteFile, type FileRecord, listFiles, uploadFile } from '../../api/files.ts';

const IMAGE_TYPES = new Set(['png', 'jpg', 'jpeg', 'gif', 'webp', 'bmp', 'ico', 'svg']);

export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

const withDownload = (url: string) => `${url}${url.includes('?') ? '&' : '?'}download=1`;

interface Filters {
  name?: string;
  isPublic?: string;
}

/** `system/FileList`: uploaded files with preview, download, delete and an upload button. */
export function FileListPage() {
  const { message } = App.useApp();
  const [form] = Form.useForm<Filters>();
  const [params, setParams] = useState<Filters>({});
  const [page, setPage] = useState({ pageNo: 1, pageSize: 20 });
  const [biz, setBiz] = useState('upload');
  const [isPublic, setIsPublic] = useState(true);
  const query = useQuery({
    queryKey: ['sys-file', params, page],
    queryFn: () => listFiles({ ...params, ...page }),
    placeholderData: keepPreviousData,
  });

  const remove = async (row: FileRecord) => {
    try {
      await deleteFile(row.id);
      message.success('删除成功');
      await query.refetch();
    } catch {
      // The client already showed the reason.
    }
  };

  const columns = [
    {
      title: '预览',
      key: 'preview',
      width: 80,
      render: (_: unknown, r: FileRecord) =>
        IMAGE_TYPES.has(r.type) ? (
          <Image src={r.url} width={48} height={48} style={{ objectFit: 'cover' }} alt={r.name} />
        ) : (
          <Tag>{r.type.toUpperCase()}</Tag>
        ),
    },
    { title: '文件名', dataIndex: 'name', ellipsis: true },
    { title: '大小', dataIndex: 'size', width: 100, render: (v: number) => formatSize(v) },
    { title: '业务目录', dataIndex: 'biz', width: 120 },
    {
      title: '访问',
      dataIndex: 'isPublic',
      width: 90,
      render: (v: boolean) => (v ? <Tag color="green">公开</Tag> : <Tag color="orange">私有</Tag>),
    },
    {
      title: '存储',
      dataIndex: 'storage',
      width: 80,
      render: (v: string) => (v === 's3' ? '对象存储' : '本地'),
    },
    { title: '上传人', dataIndex: 'createBy', width: 110 },
    { title: '上传时间', dataIndex: 'createTime', width: 180 },
    {
      title: '操作',
      key: 'actions',
      width: 160,
      render: (_: unknown, r: FileRecord) => (
        <Space size={0}>
          <Button type="link" size="small" icon={<DownloadOutlined />} href={withDownload(r.url)}>
            下载
          </Button>
          <Can code="system:file:delete">
            <Popconfirm
              title="确定删除这个文件吗？引用它的页面将无法再显示。"
              okText="删除"
              okButtonProps={{ danger: true }}
              cancelText="取消"
              onConfirm={() => remove(r)}
            >
              <Button type="link" size="small" danger icon={<DeleteOutlined />}>
                删除
              </Button>
            </Popconfirm>
          </Can>
        </Space>
      ),
    },
  ];

  return (
    <Card variant="borderless" title="文件管理">
      <Form
        form={form}
        layout="inline"
        style={{ marginBottom: 16, rowGap: 12 }}
        onFinish={(values) => {
          setParams({ name: values.name?.trim() || undefined, isPublic: values.isPublic || undefined });
          setPage((p) => ({ ...p, pageNo: 1 }));
        }}
      >
        <Form.Item name="name" label="文件名">
          <Input placeholder="请输入文件名" allowClear maxLength={100} />
        </Form.Item>
        <Form.Item name="isPublic" label="是否公开">
          <DictSelectTag dictCode="yn" type="radioButton" />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
            查询
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              setParams({});
            }}
          >
            重置
          </Button>
        </Space>
      </Form>
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
              await query.refetch();
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
      <Table<FileRecord>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={query.data?.records ?? []}
        loading={query.isFetching}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: page.pageNo,
          pageSize: page.pageSize,
          total: query.data?.total ?? 0,
          pageSizeOptions: [10, 20, 30, 50],
          showSizeChanger: true,
          showTotal: (total) => `共 ${total} 条`,
          onChange: (pageNo, pageSize) => setPage({ pageNo, pageSize }),
        }}
      />
    </Card>
  );
}
