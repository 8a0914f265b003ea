import type { AdminUser, DepartNode, Role } from '@ck/shared';
import { Select, Tag, TreeSelect } from 'antd';
import type { ReactNode } from 'react';
import type { ListColumn } from '../../../../admin/crud/list-columns.ts';

export const userStatusTag = (s: number) =>
  s === 2 ? <Tag color="red">冻结</Tag> : <Tag color="green">正常</Tag>;

/** The user table and its search bar; 部门 and 角色 search by id through a tree and a list. */
export function userColumns(
  departs: DepartNode[],
  roles: Role[],
  actions: (u: AdminUser) => ReactNode,
): ListColumn<AdminUser>[] {
  return [
    {
      key: 'username',
      dataIndex: 'username',
      title: '用户账号',
      width: 140,
      search: { label: '账号', placeholder: '模糊查询', width: 140 },
    },
    {
      key: 'realname',
      dataIndex: 'realname',
      title: '真实姓名',
      width: 120,
      search: { label: '姓名', placeholder: '模糊查询', width: 120 },
    },
    { key: 'sex', dataIndex: 'sex_dictText', title: '性别', width: 70 },
    { key: 'phone', dataIndex: 'phone', title: '手机号', width: 130, search: { label: true, width: 140 } },
    {
      key: 'orgCodeTxt',
      dataIndex: 'orgCodeTxt',
      title: '部门',
      ellipsis: true,
      search: {
        name: 'departId',
        label: true,
        input: (
          <TreeSelect
            allowClear
            treeDefaultExpandAll
            style={{ width: 180 }}
            treeData={departs}
            fieldNames={{ label: 'departName', value: 'id' }}
          />
        ),
      },
    },
    {
      key: 'roleNames',
      dataIndex: 'roleNames',
      title: '角色',
      ellipsis: true,
      search: {
        name: 'roleId',
        label: true,
        input: (
          <Select
            allowClear
            style={{ width: 120 }}
            options={roles.map((r) => ({ value: r.id, label: r.roleName }))}
          />
        ),
      },
    },
    {
      key: 'status',
      dataIndex: 'status',
      title: '状态',
      width: 80,
      render: userStatusTag,
      search: {
        label: true,
        input: (
          <Select
            allowClear
            style={{ width: 100 }}
            options={[
              { value: 1, label: '正常' },
              { value: 2, label: '冻结' },
            ]}
          />
        ),
      },
    },
    { key: 'createTime', dataIndex: 'createTime', title: '创建时间', width: 170 },
    { key: 'action', title: '操作', width: 230, fixed: 'right', render: (_v, u) => actions(u) },
  ];
}
