import type { PermissionTreeNode, Role } from '@ck/shared';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Checkbox, Drawer, Empty, Space, Spin, Tree } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { roleApi } from '../../api/admin.ts';
import { DataRulePicker } from '../permissions/data-rule-picker.tsx';

/** Leaves only: antd derives a parent's checked or half-checked state from its children. */
function leafKeys(nodes: PermissionTreeNode[], granted: Set<string>, out: string[] = []) {
  for (const n of nodes) {
    if (n.children?.length) leafKeys(n.children, granted, out);
    else if (granted.has(n.key)) out.push(n.key);
  }
  return out;
}

/** The permission tree of one role: menus and buttons, checked and half-checked, and per-menu data rules. */
export function RolePermissionDrawer({ role, onClose }: { role: Role | null; onClose: () => void }) {
  const { message } = App.useApp();
  const tree = useQuery({ queryKey: ['admin', 'perm-tree'], queryFn: roleApi.tree, enabled: !!role });
  const granted = useQuery({
    queryKey: ['admin', 'role-perms', role?.id],
    queryFn: () => roleApi.permissions(role!.id),
    enabled: !!role,
  });
  const [checked, setChecked] = useState<string[]>([]);
  const [half, setHalf] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const [ruleMenu, setRuleMenu] = useState<PermissionTreeNode | null>(null);

  useEffect(() => {
    if (tree.data && granted.data) {
      setChecked(leafKeys(tree.data.treeList, new Set(granted.data)));
      setHalf([]);
    }
  }, [tree.data, granted.data]);

  const save = async (close: boolean) => {
    if (!role) return;
    setSaving(true);
    try {
      await roleApi.savePermissions(role.id, [...checked, ...half], granted.data ?? []);
      message.success('授权已保存，菜单与按钮即时生效');
      await granted.refetch();
      if (close) onClose();
    } catch (err) {
      message.error(err instanceof Error ? err.message : '保存失败');
    } finally {
      setSaving(false);
    }
  };

  const all = tree.data?.ids ?? [];
  const loading = tree.isLoading || granted.isLoading;
  const treeData = useMemo(() => tree.data?.treeList ?? [], [tree.data]);
  return (
    <Drawer
      title={role ? `角色授权 · ${role.roleName}` : '角色授权'}
      open={!!role}
      onClose={onClose}
      size={480}
      destroyOnHidden
      footer={
        <Space>
          <Button onClick={onClose}>取消</Button>
          <Button loading={saving} onClick={() => save(false)}>
            仅保存
          </Button>
          <Button type="primary" loading={saving} onClick={() => save(true)}>
            保存并关闭
          </Button>
        </Space>
      }
    >
      {loading ? (
        <Spin />
      ) : treeData.length === 0 ? (
        <Empty description="暂无菜单" />
      ) : (
        <>
          <Checkbox
            style={{ marginBottom: 12 }}
            checked={checked.length > 0 && checked.length + half.length >= all.length}
            onChange={(e) => {
              setChecked(e.target.checked ? leafKeys(treeData, new Set(all)) : []);
              setHalf([]);
            }}
          >
            全选
          </Checkbox>
          <Tree<PermissionTreeNode>
            checkable
            defaultExpandAll
            treeData={treeData}
            checkedKeys={checked}
            onCheck={(keys, info) => {
              setChecked(Array.isArray(keys) ? (keys as string[]) : (keys.checked as string[]));
              setHalf((info.halfCheckedKeys ?? []) as string[]);
            }}
            titleRender={(node) => (
              <span>
                {node.title}
                {node.menuType !== 2 && node.ruleFlag === 1 && (
                  <Button type="link" size="small" onClick={() => setRuleMenu(node)}>
                    数据规则
                  </Button>
                )}
              </span>
            )}
          />
        </>
      )}
      {role && (
        <DataRulePicker
          owner={`role:${role.id}`}
          menu={ruleMenu}
          load={(menuId) => roleApi.dataRules(menuId, role.id)}
          save={(menuId, ids) => roleApi.saveDataRules(menuId, role.id, ids)}
          onClose={() => setRuleMenu(null)}
        />
      )}
    </Drawer>
  );
}
