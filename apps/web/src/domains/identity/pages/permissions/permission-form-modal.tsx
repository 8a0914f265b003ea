import type { MenuRequest, PermissionNode } from '@ck/shared';
import { Form, Input, InputNumber, Radio, Select, TreeSelect } from 'antd';
import { pageRegistry } from '../../../../app/page-registry.ts';
import { FormModal } from '../../../../components/form-modal.tsx';
import { MENU_ICON_NAMES, MenuIcon } from '../../../../components/menu-icon.tsx';
import { SwitchItem } from '../../../../components/switch-item.tsx';
import { permissionApi } from '../../api/admin.ts';

const MENU_TYPES = [
  { value: 0, label: '一级菜单' },
  { value: 1, label: '子菜单' },
  { value: 2, label: '按钮/权限' },
];
const PERMS_TYPES = [
  { value: '1', label: '显示/隐藏' },
  { value: '2', label: '可编辑/禁用' },
];
const STATUSES = [
  { value: '1', label: '有效' },
  { value: '0', label: '无效' },
];
const COMPONENTS = Object.keys(pageRegistry).map((c) => ({ value: c, label: c }));
const ICON_OPTIONS = MENU_ICON_NAMES.map((name) => ({
  value: name,
  label: (
    <span>
      <MenuIcon name={name} /> {name}
    </span>
  ),
}));

type Values = MenuRequest;

/** Menus only (no buttons) as parent choices. */
const menusOnly = (nodes: PermissionNode[]): PermissionNode[] =>
  nodes
    .filter((n) => n.menuType !== 2)
    .map((n) => ({ ...n, children: n.children ? menusOnly(n.children) : undefined }));

/** Add or edit a menu (top / sub) or a button of the back office. */
export function PermissionFormModal({
  editing,
  tree,
  onClose,
  onSaved,
}: {
  editing: { node: PermissionNode | null; parentId?: string } | null;
  tree: PermissionNode[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const menuType = Form.useWatch('menuType', form);
  const external = Form.useWatch('internalOrExternal', form);
  const isButton = menuType === 2;
  return (
    <FormModal<Values>
      title={editing?.node ? '编辑菜单' : '新增菜单'}
      open={!!editing}
      onClose={onClose}
      form={form}
      initialValues={
        editing?.node ?? {
          menuType: editing?.parentId ? 1 : 0,
          parentId: editing?.parentId ?? null,
          sortNo: 1,
          route: true,
          permsType: '1',
          status: '1',
          hidden: false,
          alwaysShow: false,
          keepAlive: false,
          internalOrExternal: false,
        }
      }
      onSubmit={(v) =>
        editing?.node ? permissionApi.edit({ ...v, id: editing.node.id }) : permissionApi.add({ ...v })
      }
      successText="保存成功，菜单即时生效"
      onSaved={onSaved}
      width={720}
    >
      <Form.Item name="menuType" label="类型">
        <Radio.Group options={MENU_TYPES} />
      </Form.Item>
      <Form.Item
        name="name"
        label={isButton ? '按钮名称' : '菜单名称'}
        rules={[{ required: true, message: '请输入名称' }]}
      >
        <Input maxLength={100} />
      </Form.Item>
      {menuType !== 0 && (
        <Form.Item name="parentId" label="上级菜单" rules={[{ required: true, message: '请选择上级菜单' }]}>
          <TreeSelect
            treeData={menusOnly(tree)}
            fieldNames={{ label: 'name', value: 'id' }}
            treeDefaultExpandAll
            placeholder="请选择上级菜单"
          />
        </Form.Item>
      )}
      {isButton ? (
        <>
          <Form.Item
            name="perms"
            label="授权标识"
            rules={[
              { required: true, message: '请输入授权标识，如 user:add' },
              { pattern: /^[A-Za-z][A-Za-z0-9:_-]*$/, message: '只能包含字母、数字、冒号、_ 和 -' },
            ]}
          >
            <Input placeholder="例如 user:add" />
          </Form.Item>
          <Form.Item name="permsType" label="授权策略">
            <Radio.Group options={PERMS_TYPES} />
          </Form.Item>
          <Form.Item name="status" label="状态">
            <Radio.Group options={STATUSES} />
          </Form.Item>
        </>
      ) : (
        <>
          <SwitchItem name="internalOrExternal" label="打开方式" texts={['外部链接', '站内页面']} />
          <Form.Item
            name="url"
            label={external ? '外部地址' : '菜单路径'}
            rules={[
              { required: true, message: '请输入路径' },
              external
                ? { pattern: /^https?:\/\/\S+$/i, message: '外部链接只能是 http:// 或 https:// 地址' }
                : { pattern: /^\/[A-Za-z0-9/_\-.:]*$/, message: '以 / 开头的站内路径' },
            ]}
          >
            <Input placeholder={external ? 'https://…' : '/isystem/user'} />
          </Form.Item>
          <Form.Item name="component" label="前端组件">
            <Select allowClear showSearch options={COMPONENTS} placeholder="从页面注册表中选择" />
          </Form.Item>
          <Form.Item name="componentName" label="组件名称">
            <Input placeholder="可选，作为路由名" />
          </Form.Item>
          {menuType === 0 && (
            <Form.Item name="redirect" label="默认跳转">
              <Input placeholder="/isystem/user" />
            </Form.Item>
          )}
          <Form.Item name="icon" label="菜单图标">
            <Select allowClear showSearch options={ICON_OPTIONS} placeholder="选择图标" />
          </Form.Item>
          <SwitchItem name="route" label="是否路由" texts={['是', '否']} />
          <SwitchItem name="hidden" label="隐藏菜单" texts={['是', '否']} />
          <SwitchItem name="alwaysShow" label="聚合路由" texts={['是', '否']} />
          <SwitchItem name="keepAlive" label="缓存页面" texts={['是', '否']} />
        </>
      )}
      <Form.Item name="sortNo" label="排序">
        <InputNumber min={0} max={100000} />
      </Form.Item>
    </FormModal>
  );
}
