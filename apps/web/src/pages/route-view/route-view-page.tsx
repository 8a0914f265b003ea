import { Empty } from 'antd';

/** A menu folder (`layouts/RouteView`) reached directly: its pages are in the menu below it. */
export function RouteViewPage() {
  return (
    <div style={{ background: '#fff', padding: 48, borderRadius: 8 }}>
      <Empty description="该菜单下暂无可用页面，请在左侧菜单中选择子菜单" />
    </div>
  );
}
