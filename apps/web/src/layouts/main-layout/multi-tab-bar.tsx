import {
  CloseCircleOutlined,
  CloseOutlined,
  ReloadOutlined,
  VerticalLeftOutlined,
  VerticalRightOutlined,
} from '@ant-design/icons';
import { Dropdown, type MenuProps, Tabs, type TabsProps } from 'antd';
import { memo, useCallback } from 'react';
import { useNavigate } from 'react-router';
import { HOME_TAB_PATH } from '../../app/public-paths.ts';
import { useTabs } from '../../stores/tabs-store.ts';
import { useTabActions } from './use-tab-actions.ts';

const CONTEXT_ITEMS: MenuProps['items'] = [
  { key: 'reload', icon: <ReloadOutlined />, label: '刷新' },
  { key: 'close', icon: <CloseOutlined />, label: '关闭当前' },
  { type: 'divider' },
  { key: 'closeLeft', icon: <VerticalRightOutlined />, label: '关闭左侧' },
  { key: 'closeRight', icon: <VerticalLeftOutlined />, label: '关闭右侧' },
  { key: 'closeOthers', icon: <CloseCircleOutlined />, label: '关闭其它' },
];

/**
 * One closable tab per opened page; right click offers refresh and the close variants (SPEC §2).
 * Memoised, with a stable tab-bar renderer: a re-render of the layout around it must not remount the
 * tab bar, or an open context menu would close under the user's pointer.
 */
export const MultiTabBar = memo(function MultiTabBar({ activeKey }: { activeKey: string }) {
  const tabs = useTabs((s) => s.tabs);
  const actions = useTabActions(activeKey);
  const navigate = useNavigate();

  const menuFor = useCallback(
    (key: string): MenuProps => ({
      items: CONTEXT_ITEMS,
      onClick: ({ key: action, domEvent }) => {
        domEvent.stopPropagation();
        if (action === 'reload') actions.reload(key);
        else if (action === 'close') actions.close(key);
        else if (action === 'closeLeft') actions.closeLeft(key);
        else if (action === 'closeRight') actions.closeRight(key);
        else if (action === 'closeOthers') actions.closeOthers(key);
      },
    }),
    [actions],
  );

  const renderTabBar = useCallback<NonNullable<TabsProps['renderTabBar']>>(
    (props, DefaultTabBar) => (
      <DefaultTabBar {...props}>
        {(node) => (
          <Dropdown key={node.key} trigger={['contextMenu']} menu={menuFor(String(node.key))}>
            {node}
          </Dropdown>
        )}
      </DefaultTabBar>
    ),
    [menuFor],
  );

  return (
    <Tabs
      className="ck-tabs"
      type="editable-card"
      hideAdd
      size="small"
      activeKey={activeKey}
      items={tabs.map((t) => ({ key: t.key, label: t.title, closable: t.key !== HOME_TAB_PATH }))}
      onChange={(key) => {
        const tab = tabs.find((t) => t.key === key);
        if (tab) navigate(tab.fullPath);
      }}
      onEdit={(key, action) => {
        if (action === 'remove' && typeof key === 'string') actions.close(key);
      }}
      tabBarStyle={{ background: '#fff', padding: '6px 16px 0', margin: 0 }}
      renderTabBar={renderTabBar}
    />
  );
});
