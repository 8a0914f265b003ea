import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Input, Table, Tag } from 'antd';
import { useState } from 'react';
import { type AdminUser, userApi } from '../../api/admin.ts';

/** Members of one department or class, paged, with a name search. */
export function DepartUsers({ departId }: { departId: string }) {
  const [pageNo, setPageNo] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const [realname, setRealname] = useState('');
  const params = { depId: departId, pageNo, pageSize, realname: realname || undefined };
  const users = useQuery({
    queryKey: ['admin', 'depart-users', params],
    queryFn: () => userApi.departUsers(params),
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <Input.Search
        allowClear
        placeholder="按姓名搜索"
        style={{ width: 240, marginBottom: 12 }}
        onSearch={(v) => {
          setRealname(v.trim());
          setPageNo(1);
        }}
      />
      <Table<AdminUser>
        rowKey="id"
        size="small"
        loading={users.isFetching}
        dataSource={users.data?.records ?? []}
        locale={{ emptyText: '暂无成员' }}
        pagination={{
          current: pageNo,
          pageSize,
          total: users.data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: [10, 20, 30, 50],
          showTotal: (t) => `共 ${t} 人`,
          onChange: (p, s) => {
            setPageNo(p);
            setPageSize(s);
          },
        }}
        columns={[
          { key: 'username', dataIndex: 'username', title: '账号' },
          { key: 'realname', dataIndex: 'realname', title: '姓名' },
          { key: 'roleNames', dataIndex: 'roleNames', title: '角色' },
          {
            key: 'status',
            dataIndex: 'status',
            title: '状态',
            render: (s: number) => (s === 2 ? <Tag color="red">冻结</Tag> : <Tag color="green">正常</Tag>),
          },
        ]}
      />
    </>
  );
}
