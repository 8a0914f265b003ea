import type { AdminUser } from '@ck/shared';
import { Table } from 'antd';
import { ListSearchForm } from '../../../../admin/crud/list-search-form.tsx';
import { useListPage } from '../../../../admin/crud/use-list-page.ts';
import { userApi } from '../../api/admin.ts';
import { userStatusTag } from '../users/user-columns.tsx';

/** Members of one department or class, paged, with a name search. */
export function DepartUsers({ departId }: { departId: string }) {
  const list = useListPage<AdminUser>({
    queryKey: ['admin', 'depart-users', departId],
    query: userApi.departUsers,
    fixedParams: { depId: departId },
    emptyText: '暂无成员',
    totalText: (t) => `共 ${t} 人`,
    columns: [
      { key: 'username', dataIndex: 'username', title: '账号' },
      {
        key: 'realname',
        dataIndex: 'realname',
        title: '姓名',
        search: { keyword: true, placeholder: '按姓名搜索', width: 240 },
      },
      { key: 'roleNames', dataIndex: 'roleNames', title: '角色' },
      { key: 'status', dataIndex: 'status', title: '状态', render: userStatusTag },
    ],
  });
  return (
    <>
      <ListSearchForm search={list.search} />
      <Table<AdminUser> {...list.tableProps} size="small" />
    </>
  );
}
