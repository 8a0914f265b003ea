import { CalendarOutlined, UserOutlined } from '@ant-design/icons';
import { greetingOf } from '@ck/shared';
import { Avatar, Card, Col, Row, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { fileUrl } from '../../../../components/file-url.ts';
import { identityLabel, RoleTags } from '../../../../components/role-tags.tsx';
import { useBrand } from '../../../../hooks/use-sys-config.ts';
import { useSession } from '../../../../stores/session-store.ts';
import { JudgeStatusAlert } from '../../../judge/components/judge-status-alert.tsx';
import { QuickLinks } from './quick-links.tsx';

const TIPS = [
  '左侧菜单按权限显示，看不到需要的功能时请联系管理员分配角色。',
  '右键点击页签可以刷新当前页面，或一次关闭左侧、右侧和其它页签。',
  '在右上角头像菜单中可以修改密码、切换部门和退出登录。',
];

/** The home tab: greeting by hour, who is signed in, and shortcuts into the user's menu. */
export function DashboardPage() {
  const userInfo = useSession((s) => s.userInfo);
  const roles = useSession((s) => s.roles);
  const { name: brand, config } = useBrand();
  const now = dayjs();
  const name = userInfo?.realname || userInfo?.nickname || userInfo?.username || '同学';

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card variant="borderless">
        <Row gutter={[24, 16]} align="middle">
          <Col flex="none">
            <Avatar
              size={72}
              src={fileUrl(userInfo?.avatar || config.avatar, config)}
              icon={<UserOutlined />}
            />
          </Col>
          <Col flex="auto">
            <Typography.Title level={3} style={{ margin: 0 }}>
              {greetingOf(now.hour())}，{name}，欢迎回来！
            </Typography.Title>
            <div style={{ marginTop: 10 }}>
              <Typography.Text type="secondary" style={{ marginRight: 8 }}>
                {identityLabel(userInfo?.userIdentity)}
              </Typography.Text>
              <RoleTags roles={roles} />
            </div>
          </Col>
          <Col flex="none" style={{ textAlign: 'right' }}>
            <Typography.Text type="secondary">
              <CalendarOutlined /> {now.format('YYYY年M月D日 dddd')}
            </Typography.Text>
            <div style={{ marginTop: 6, color: 'rgba(0,0,0,0.45)' }}>{brand}</div>
          </Col>
        </Row>
      </Card>
      <JudgeStatusAlert />
      <QuickLinks />
      <Card title="使用提示" variant="borderless">
        <ul style={{ margin: 0, paddingInlineStart: 20, lineHeight: 2 }}>
          {TIPS.map((tip) => (
            <li key={tip}>
              <Typography.Text type="secondary">{tip}</Typography.Text>
            </li>
          ))}
        </ul>
      </Card>
    </Space>
  );
}
