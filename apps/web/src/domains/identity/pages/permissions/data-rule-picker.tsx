import type { PermissionTreeNode, RoleDataRules } from '@ck/shared';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Checkbox, Drawer, Empty, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { errorText } from '../../../../api/http-errors.ts';

/**
 * The data rules of one menu to tick for a role, a department or a department role: `load` answers the
 * rules offered and those held, `save` stores the ticked ones.
 */
export function DataRulePicker({
  owner,
  menu,
  load,
  save,
  onClose,
}: {
  /** Who receives the rules, as a cache key (e.g. `role:<id>`). */
  owner: string;
  menu: PermissionTreeNode | null;
  load: (menuId: string) => Promise<RoleDataRules>;
  save: (menuId: string, ruleIds: string[]) => Promise<unknown>;
  onClose: () => void;
}) {
  const { message } = App.useApp();
  const rules = useQuery({
    queryKey: ['admin', 'data-rule-picks', owner, menu?.key],
    queryFn: () => load(menu!.key),
    enabled: !!menu,
    retry: false,
  });
  const [picked, setPicked] = useState<string[]>([]);
  useEffect(() => setPicked((rules.data?.drChecked ?? '').split(',').filter(Boolean)), [rules.data]);
  const submit = async () => {
    if (!menu) return;
    try {
      await save(menu.key, picked);
      message.success('数据规则已保存');
      onClose();
    } catch (err) {
      message.error(errorText(err, '保存失败'));
    }
  };
  const offered = rules.data?.datarule ?? [];
  return (
    <Drawer
      title={`数据规则 · ${menu?.title ?? ''}`}
      open={!!menu}
      onClose={onClose}
      size={360}
      destroyOnHidden
      extra={
        <Button type="primary" onClick={submit} disabled={!rules.data}>
          保存
        </Button>
      }
    >
      {rules.isLoading ? (
        <Spin />
      ) : rules.isError ? (
        <Empty description={errorText(rules.error, '加载失败')} />
      ) : offered.length === 0 ? (
        <Empty description="该菜单没有可选的数据规则" />
      ) : (
        <Checkbox.Group
          value={picked}
          onChange={(v) => setPicked(v as string[])}
          style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
          options={offered.map((r) => ({
            value: r.id,
            label: `${r.ruleName}（${r.ruleColumn} ${r.ruleConditions} ${r.ruleValue}）`,
          }))}
        />
      )}
    </Drawer>
  );
}
