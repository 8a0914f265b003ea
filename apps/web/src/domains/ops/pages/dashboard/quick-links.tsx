import { AppstoreOutlined, UserOutlined } from '@ant-design/icons';
import { Card, Col, Empty, Row, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { HOME_TAB_PATH } from '../../../../app/public-paths.ts';
import { hasMenuIcon, MenuIcon } from '../../../../components/menu-icon.tsx';
import { menuLeaves, menuTarget } from '../../../../layouts/main-layout/menu-model.tsx';
import { useSession } from '../../../../stores/session-store.ts';

interface QuickLink {
  key: string;
  title: string;
  icon: ReactNode;
  go: () => void;
}

/** Shortcuts to the pages of the user's own menu (at most 11) plus the personal centre. */
export function QuickLinks() {
  const menu = useSession((s) => s.menu);
  const navigate = useNavigate();
  const links: QuickLink[] = menuLeaves(menu)
    .filter((n) => n.path !== HOME_TAB_PATH)
    .slice(0, 11)
    .map((node) => ({
      key: node.path,
      title: node.meta?.title ?? node.path,
      icon: hasMenuIcon(node.meta?.icon) ? <MenuIcon name={node.meta?.icon} /> : <AppstoreOutlined />,
      go: () => {
        const target = menuTarget(node);
        if (!target) return;
        if ('external' in target) window.open(target.external, '_blank', 'noopener,noreferrer');
        else navigate(target.internal);
      },
    }));
  links.push({
    key: 'center',
    title: '个人中心',
    icon: <UserOutlined />,
    go: () => navigate('/account/center'),
  });

  return (
    <Card title="快捷入口" variant="borderless">
      {links.length === 0 ? (
        <Empty description="暂无可用的功能入口" />
      ) : (
        <Row gutter={[16, 16]}>
          {links.map((link) => (
            <Col key={link.key} xs={12} sm={8} md={6} xl={4}>
              <Card
                size="small"
                className="ck-quick-link"
                onClick={link.go}
                styles={{ body: { textAlign: 'center', padding: '18px 8px' } }}
              >
                <div style={{ fontSize: 24, color: 'var(--ant-color-primary)' }}>{link.icon}</div>
                <Typography.Text ellipsis style={{ marginTop: 8, display: 'block' }}>
                  {link.title}
                </Typography.Text>
              </Card>
            </Col>
          ))}
        </Row>
      )}
    </Card>
  );
}
