import { DeleteOutlined, SwapOutlined, UserAddOutlined, UsergroupAddOutlined } from '@ant-design/icons';
import type { ClassStudent, MyClass } from '@ck/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Input, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { HttpError } from '../../../../api/http-errors.ts';
import { Can } from '../../../../components/can.tsx';
import { DangerPopconfirm } from '../../../../components/danger-popconfirm.tsx';
import { myClassApi } from '../api.ts';
import { BATCH_STUDENTS, MANAGE_CLASS } from '../perms.ts';
import { BatchCreateModal } from './batch-create-modal.tsx';
import { AddStudentModal, MoveStudentsModal } from './student-modals.tsx';

/** The students of one class: search, add, remove, move, batch-create. */
export function ClassStudents({
  klass,
  classes,
  onChanged,
}: {
  klass: MyClass;
  classes: MyClass[];
  onChanged: () => void;
}) {
  const { message } = App.useApp();
  const [keyword, setKeyword] = useState<string>();
  const [page, setPage] = useState({ pageNo: 1, pageSize: 20 });
  const [selected, setSelected] = useState<string[]>([]);
  const [modal, setModal] = useState<'add' | 'move' | 'batch'>();
  const students = useQuery({
    queryKey: ['teaching', 'class-students', klass.id, keyword, page],
    queryFn: () => myClassApi.students({ classId: klass.id, keyword, ...page }),
    placeholderData: keepPreviousData,
  });
  const refresh = () => {
    setSelected([]);
    void students.refetch();
    onChanged();
  };
  const close = (changed: boolean) => {
    setModal(undefined);
    if (changed) refresh();
  };
  const remove = async () => {
    try {
      const { count } = await myClassApi.removeStudents(klass.id, selected);
      message.success(`已移出 ${count} 名学生`);
      refresh();
    } catch (err) {
      message.error(err instanceof HttpError ? err.message : '移出失败');
    }
  };

  return (
    <>
      <Space wrap style={{ marginBottom: 12, width: '100%', justifyContent: 'space-between' }}>
        <Input.Search
          allowClear
          placeholder="按账号或姓名搜索"
          style={{ width: 260 }}
          onSearch={(v) => {
            setKeyword(v.trim() || undefined);
            setPage((p) => ({ ...p, pageNo: 1 }));
          }}
        />
        <Space wrap>
          <Can code={MANAGE_CLASS}>
            <Button icon={<UserAddOutlined />} onClick={() => setModal('add')}>
              添加学生
            </Button>
          </Can>
          <Can code={BATCH_STUDENTS}>
            <Button type="primary" icon={<UsergroupAddOutlined />} onClick={() => setModal('batch')}>
              批量创建学生
            </Button>
          </Can>
          <Can code={MANAGE_CLASS}>
            <Button icon={<SwapOutlined />} disabled={!selected.length} onClick={() => setModal('move')}>
              调班
            </Button>
            <DangerPopconfirm
              title={`把选中的 ${selected.length} 名学生移出班级？`}
              description="学生账号会保留，可以再加入其他班级。"
              okText="移出"
              onConfirm={remove}
              disabled={!selected.length}
            >
              <Button danger icon={<DeleteOutlined />} disabled={!selected.length}>
                移出班级
              </Button>
            </DangerPopconfirm>
          </Can>
        </Space>
      </Space>
      {students.isError && <Alert type="error" showIcon title="学生列表加载失败，请稍后重试" />}
      <Table<ClassStudent>
        size="small"
        rowKey="id"
        loading={students.isFetching}
        dataSource={students.data?.records ?? []}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys as string[]) }}
        locale={{ emptyText: keyword ? '没有找到匹配的学生' : '班级里还没有学生，可以添加或批量创建' }}
        pagination={{
          current: page.pageNo,
          pageSize: page.pageSize,
          total: students.data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (t) => `共 ${t} 名学生`,
          onChange: (pageNo, pageSize) => setPage({ pageNo, pageSize }),
        }}
        columns={[
          { key: 'username', dataIndex: 'username', title: '账号' },
          { key: 'realname', dataIndex: 'realname', title: '姓名', render: (v) => v ?? '-' },
          { key: 'phone', dataIndex: 'phone', title: '手机号', render: (v) => v ?? '-' },
          {
            key: 'status',
            dataIndex: 'status',
            title: '状态',
            render: (v: number) => (v === 2 ? <Tag color="red">冻结</Tag> : <Tag color="green">正常</Tag>),
          },
          { key: 'unitsDone', dataIndex: 'unitsDone', title: '已学单元', align: 'right' },
          {
            key: 'lastLoginTime',
            dataIndex: 'lastLoginTime',
            title: '最近登录',
            render: (v) => v ?? '从未登录',
          },
        ]}
      />
      <AddStudentModal klass={klass} open={modal === 'add'} onClose={close} />
      <MoveStudentsModal
        klass={klass}
        classes={classes}
        userIds={selected}
        open={modal === 'move'}
        onClose={close}
      />
      <BatchCreateModal klass={klass} open={modal === 'batch'} onClose={close} />
    </>
  );
}
