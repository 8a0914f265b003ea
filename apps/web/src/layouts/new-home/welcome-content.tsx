import {
  FileTextOutlined,
  LogoutOutlined,
  ProfileOutlined,
  StarOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { gradeOf, greetingOf } from '@ck/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, Divider, Empty, List, Space, Tag, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { signOut } from '../../domains/identity/session-actions.ts';
import { accountLinks } from '../../domains/site/account-links.ts';
import { fetchRecentPapers } from '../../domains/site/api.ts';
import { useBrand } from '../../hooks/use-sys-config.ts';
import { useSession } from '../../stores/session-store.ts';

/** The header card's content: greeting, nickname and the ten most recent papers (SPEC §1, §4). */
export function WelcomeContent() {
  const navigate = useNavigate();
  const { config } = useBrand();
  const userInfo = useSession((s) => s.userInfo);
  const papers = useQuery({ queryKey: ['recent-papers', 10], queryFn: () => fetchRecentPapers(10) });
  const name = userInfo?.nickname || userInfo?.realname || userInfo?.username;
  const records = papers.data?.records ?? [];
  return (
    <div style={{ width: 280 }} data-testid="welcome-card">
      <Typography.Text strong>
        {greetingOf(new Date().getHours())}，{name}
      </Typography.Text>
      <div>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          欢迎来到学习乐园，今天也要加油哦！
        </Typography.Text>
      </div>
      <Divider titlePlacement="start" plain style={{ margin: '10px 0' }}>
        我的试卷
      </Divider>
      {records.length ? (
        <List
          size="small"
          dataSource={records}
          renderItem={(r) => (
            <List.Item extra={<Tag>{gradeOf(r.gotScore, r.totalScore)}</Tag>}>
              <FileTextOutlined /> {r.paperId_dictText || '试卷'}
            </List.Item>
          )}
        />
      ) : (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={papers.isLoading ? '加载中…' : '还没有试卷，去课程里看看吧'}
        />
      )}
      <Space wrap size={0} style={{ marginTop: 8 }} data-testid="welcome-account-links">
        {accountLinks(config.indexConfig).map((l) => (
          <Button
            key={l.key}
            type="link"
            size="small"
            icon={l.key === 'points' ? <StarOutlined /> : <ProfileOutlined />}
            onClick={() => navigate(l.path)}
          >
            {l.label}
          </Button>
        ))}
      </Space>
      <Space style={{ width: '100%', justifyContent: 'space-between' }}>
        <Button type="link" size="small" icon={<UserOutlined />} onClick={() => navigate('/account/center')}>
          个人中心
        </Button>
        <Button type="link" size="small" danger icon={<LogoutOutlined />} onClick={() => signOut()}>
          退出登录
        </Button>
      </Space>
    </div>
  );
}
