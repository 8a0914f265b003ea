import type { DepartNode, DepartRole, PermissionTreeNode } from '@ck/shared';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Modal, Popconfirm, Select, Space, Spin, Table, Tree } from 'antd';
import { useEffect, useState } from 'react';
import { errorText } from '../../../../api/http-errors.ts';
import { departRoleApi, roleApi, userApi } from '../../api/admin.ts';
import { DataRulePicker } from '../permissions/data-rule-picker.tsx';

/** Keeps only nodes whose id is allowed (with their ancestors), for a department role's choices. */
function prune(nodes: PermissionTreeNode[], allowed: Set<string>): PermissionTreeNode[] {
  return nodes
    .map((n) => ({ ...n, children: n.children ? prune(n.children, allowed) : undefined }))
    .filter((n) => allowed.has(n.key) || (n.children?.length ?? 0) > 0);
}

/** The menus a department may use, or those of one of its roles (within the department's). */
export function DepartRolePermissionModal({
  depart,
  granting,
  onClose,
}: {
  depart: DepartNode;
  granting: { role: DepartRole | null } | null;
  onClose: () => void;
}) {
  const { message } = App.useApp();
  const role = granting?.role ?? null;
  const tree = useQuery({ queryKey: ['admin', 'perm-tree'], queryFn: roleApi.tree, enabled: !!granting });
  const departPerms = useQuery({
    queryKey: ['admin', 'depart-perms', depart.id],
    queryFn: () => departRoleApi.departPermissions(depart.id),
    enabled: !!granting,
  });
  const rolePerms = useQuery({
    queryKey: ['admin', 'depart-role-perms', role?.id],
    queryFn: () => departRoleApi.rolePermissions(role!.id),
    enabled: !!role,
  });
  const [checked, setChecked] = useState<string[]>([]);
  const [ruleMenu, setRuleMenu] = useState<PermissionTreeNode | null>(null);
  const saved = new Set((role ? rolePerms.data : departPerms.data) ?? []);
  useEffect(() => {
    const source = role ? rolePerms.data : departPerms.data;
    if (source) setChecked(source);
  }, [role, rolePerms.data, departPerms.data]);
  const data = role
    ? prune(tree.data?.treeList ?? [], new Set(departPerms.data ?? []))
    : (tree.data?.treeList ?? []);
  const save = async () => {
    try {
      if (role) await departRoleApi.saveRolePermissions(role.id, checked);
      else await departRoleApi.saveDepartPermissions(depart.id, checked);
      message.success('保存成功');
      onClose();
    } catch (err) {
      message.error(errorText(err, '保存失败'));
    }
  };
  return (
    <Modal
      title={role ? `角色授权 · ${role.roleName}` : `部门权限 · ${depart.departName}`}
      open={!!granting}
      onCancel={onClose}
      onOk={save}
      okText="保存"
      destroyOnHidden
    >
      {tree.isLoading ? (
        <Spin />
      ) : (
        <Tree<PermissionTreeNode>
          checkable
          checkStrictly
          defaultExpandAll
          treeData={data}
          checkedKeys={checked}
          onCheck={(keys) =>
            setChecked(Array.isArray(keys) ? (keys as string[]) : (keys.checked as string[]))
          }
          style={{ maxHeight: 420, overflow: 'auto' }}
          titleRender={(node) => (
            <span>
              {node.title}
              {/* Rules hang on a saved grant of the menu, so only menus already saved offer them. */}
              {node.menuType !== 2 && node.ruleFlag === 1 && saved.has(node.key) && (
                <Button type="link" size="small" onClick={() => setRuleMenu(node)}>
                  数据规则
                </Button>
              )}
            </span>
          )}
        />
      )}
      <DataRulePicker
        owner={role ? `depart-role:${role.id}` : `depart:${depart.id}`}
        menu={ruleMenu}
        load={(menuId) =>
          role
            ? departRoleApi.roleDataRules(menuId, depart.id, role.id)
            : departRoleApi.departDataRules(menuId, depart.id)
        }
        save={(menuId, ids) =>
          role
            ? departRoleApi.saveRoleDataRules(menuId, role.id, ids)
            : departRoleApi.saveDepartDataRules(menuId, depart.id, ids)
        }
        onClose={() => setRuleMenu(null)}
      />
    </Modal>
  );
}

/** The members of one department role, picked from the department's users. */
export function DepartRoleMembersModal({
  depart,
  role,
  onClose,
}: {
  depart: DepartNode;
  role: DepartRole | null;
  onClose: () => void;
}) {
  const members = useQuery({
    queryKey: ['admin', 'depart-role-users', role?.id],
    queryFn: () => departRoleApi.users(role!.id),
    enabled: !!role,
  });
  const candidates = useQuery({
    queryKey: ['admin', 'depart-users-all', depart.id],
    queryFn: () => userApi.departUsers({ depId: depart.id, pageSize: 200 }),
    enabled: !!role,
  });
  const [picked, setPicked] = useState<string[]>([]);
  const add = async () => {
    if (!role || !picked.length) return;
    await departRoleApi.addUsers(role.id, picked).catch(() => undefined);
    setPicked([]);
    members.refetch();
  };
  return (
    <Modal
      title={`角色成员 · ${role?.roleName ?? ''}`}
      open={!!role}
      onCancel={onClose}
      footer={null}
      width={600}
      destroyOnHidden
    >
      <Space.Compact style={{ width: '100%', marginBottom: 12 }}>
        <Select
          mode="multiple"
          style={{ width: '100%' }}
          placeholder="从部门成员中选择"
          value={picked}
          onChange={setPicked}
          options={(candidates.data?.records ?? []).map((u) => ({
            value: u.id,
            label: `${u.username}（${u.realname ?? ''}）`,
          }))}
        />
        <Button type="primary" onClick={add} disabled={!picked.length}>
          添加
        </Button>
      </Space.Compact>
      <Table
        rowKey="id"
        size="small"
        loading={members.isFetching}
        dataSource={members.data ?? []}
        pagination={false}
        locale={{ emptyText: '暂无成员' }}
        columns={[
          { key: 'username', dataIndex: 'username', title: '账号' },
          { key: 'realname', dataIndex: 'realname', title: '姓名' },
          {
            key: 'action',
            title: '操作',
            render: (_v, u) => (
              <Popconfirm
                title="确定移除吗？"
                onConfirm={async () => {
                  if (role) await departRoleApi.removeUser(role.id, u.id).catch(() => undefined);
                  members.refetch();
                }}
              >
                <Button type="link" size="small" danger>
                  移除
                </Button>
              </Popconfirm>
            ),
          },
        ]}
      />
    </Modal>
  );
}
