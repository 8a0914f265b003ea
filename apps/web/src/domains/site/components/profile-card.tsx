import { PhoneOutlined, StarOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Card, Descriptions, Divider, Typography } from 'antd';
import { fileUrl } from '../../../components/file-url.ts';
import { useBrand } from '../../../hooks/use-sys-config.ts';
import { useSession } from '../../../stores/session-store.ts';
import { useMyPointsText } from '../../points/use-my-points.ts';
import { MyClasses } from '../../tenant/components/my-classes.tsx';
import { RecentExams } from './recent-exams.tsx';

/** Masks the middle of a phone number: 138****0001. */
export function maskPhone(phone: string | null | undefined): string {
  if (!phone) return '未绑定';
  return phone.length >= 11 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : phone;
}

/** Real name, phone, points and recent exam results of the signed-in user (SPEC §1). */
export function ProfileCard() {
  const userInfo = useSession((s) => s.userInfo);
  const { config } = useBrand();
  const points = useMyPointsText();
  return (
    <Card variant="borderless" className="ck-profile-card" data-testid="profile-card">
      <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
        <Avatar size={48} src={fileUrl(userInfo?.avatar || config.avatar, config)} icon={<UserOutlined />} />
        <div style={{ minWidth: 0 }}>
          <Typography.Text strong style={{ fontSize: 16 }}>
            {userInfo?.realname || userInfo?.username}
          </Typography.Text>
          <div>
            <Typography.Text type="secondary">@{userInfo?.username}</Typography.Text>
          </div>
        </div>
      </div>
      <Descriptions
        size="small"
        column={1}
        style={{ marginTop: 12 }}
        items={[
          { key: 'realname', label: '真实姓名', children: userInfo?.realname || '—' },
          {
            key: 'phone',
            label: (
              <span>
                <PhoneOutlined /> 手机
              </span>
            ),
            children: maskPhone(userInfo?.phone),
          },
          {
            key: 'points',
            label: (
              <span>
                <StarOutlined /> 积分
              </span>
            ),
            children: <span data-testid="my-points">{points}</span>,
          },
        ]}
      />
      <Divider titlePlacement="start" plain style={{ margin: '8px 0' }}>
        我的班级与课程
      </Divider>
      <MyClasses />
      <Divider titlePlacement="start" plain style={{ margin: '8px 0' }}>
        最近考试
      </Divider>
      <RecentExams />
    </Card>
  );
}
