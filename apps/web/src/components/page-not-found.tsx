import { Button, Result, Space } from 'antd';
import { useNavigate } from 'react-router';
import { HOME_TAB_PATH } from '../app/public-paths.ts';

/** The router numbers its history entries: at 0 there is no earlier page of this app to go back to. */
const canGoBack = () => Number((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;

/** Shown inside the layout when a menu names a component this web app does not (yet) have. */
export function PageNotFound({ component }: { component?: string }) {
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title="页面不存在"
      subTitle={
        component
          ? `菜单配置的页面组件「${component}」尚未实现，请联系管理员。`
          : '您访问的页面不存在或已被移除。'
      }
      extra={
        <Space wrap>
          <Button type="primary" onClick={() => navigate(HOME_TAB_PATH)}>
            返回首页
          </Button>
          <Button onClick={() => (canGoBack() ? navigate(-1) : navigate(HOME_TAB_PATH))}>返回上一页</Button>
        </Space>
      }
    />
  );
}
