import {
  ApartmentOutlined,
  KeyOutlined,
  SettingOutlined,
  StarOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Avatar, Button, Card, Col, Descriptions, Empty, Row, Skeleton, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { fileUrl } from '../../../../components/file-url.ts';
import { identityLabel, RoleTags } from '../../../../components/role-tags.tsx';
import { useBrand } from '../../../../hooks/use-sys-config.ts';
import { useSession } from '../../../../stores/session-store.ts';
import { useMyPointsText } from '../../../points/use-my-points.ts';
import { maskPhone } from '../../../site/components/profile-card.tsx';
import { RecentExams } from '../../../site/components/recent-exams.tsx';
import { DepartSelectModal } from '../../components/depart-select-modal.tsx';
import { JoinClassModal } from '../../components/join-class-modal.tsx';
import { PasswordModal } from '../../components/password-modal.tsx';
import { ClassCodesCard } from './class-codes-card.tsx';
import { useCurrentDeparts } from './use-current-departs.ts';

/** Personal centre, the default landing after login. */
export function AccountCenterPage() {
  const userInfo = useSession((s) => s.userInfo);
  const roles = useSession((s) => s.roles);
  const { config } = useBrand();
  const departs = useCurrentDeparts();
  const [passwordOpen, setPasswordOpen] = useState(false);
  const [departOpen, setDepartOpen] = useState(false);
  const [joinOpen, setJoinOpen] = useState(false);
  const navigate = useNavigate();
  const points = useMyPointsText();
  const student = Number(userInfo?.userIdentity) !== 2;
  const joinText = config.joinClassText || '加入班级';
  const list = departs.data?.list ?? [];
  const currentOrg = departs.data?.orgCode || userInfo?.orgCode;

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={8}>
        <Card variant="borderless" styles={{ body: { textAlign: 'center', padding: '32px 24px' } }}>
          <Avatar
            size={96}
            src={fileUrl(userInfo?.avatar || config.avatar, config)}
            icon={<UserOutlined />}
          />
          <Typography.Title level={4} style={{ marginTop: 16, marginBottom: 4 }}>
            {userInfo?.realname || userInfo?.username || '未命名用户'}
          </Typography.Title>
          <Typography.Text type="secondary">
            {userInfo?.nickname ? `昵称：${userInfo.nickname}` : '未设置昵称'}
          </Typography.Text>
          <div style={{ marginTop: 16 }}>
            <RoleTags roles={roles} />
          </div>
          <div style={{ marginTop: 16, fontSize: 15 }} data-testid="center-points">
            <StarOutlined style={{ color: '#faad14' }} /> 积分 <b>{points}</b>
          </div>
          <Space style={{ marginTop: 24 }} wrap>
            <Button icon={<KeyOutlined />} onClick={() => setPasswordOpen(true)}>
              修改密码
            </Button>
            <Button icon={<SettingOutlined />} onClick={() => navigate('/account/settings/base')}>
              账户设置
            </Button>
            {student && (
              <Button icon={<TeamOutlined />} onClick={() => setJoinOpen(true)}>
                {joinText}
              </Button>
            )}
            {list.length > 1 && (
              <Button icon={<ApartmentOutlined />} onClick={() => setDepartOpen(true)}>
                切换部门
              </Button>
            )}
          </Space>
        </Card>
      </Col>
      <Col xs={24} lg={16}>
        <Space orientation="vertical" size={16} style={{ width: '100%' }}>
          <Card title="基本信息" variant="borderless">
            <Descriptions
              column={{ xs: 1, sm: 2 }}
              items={[
                { key: 'username', label: '用户名', children: userInfo?.username || '—' },
                { key: 'realname', label: '真实姓名', children: userInfo?.realname || '—' },
                { key: 'nickname', label: '昵称', children: userInfo?.nickname || '—' },
                { key: 'identity', label: '身份', children: identityLabel(userInfo?.userIdentity) },
                { key: 'phone', label: '手机号', children: maskPhone(userInfo?.phone) },
                { key: 'email', label: '邮箱', children: userInfo?.email || '—' },
              ]}
            />
          </Card>
          <Card title="最近考试" variant="borderless">
            <RecentExams />
          </Card>
          {!student && <ClassCodesCard />}
          <Card title="所属部门" variant="borderless">
            {departs.isLoading ? (
              <Skeleton active paragraph={{ rows: 2 }} />
            ) : list.length === 0 ? (
              <Empty description="当前用户未设置部门信息" />
            ) : (
              <Space wrap>
                {list.map((d) => (
                  <Tag
                    key={d.id}
                    color={d.orgCode === currentOrg ? 'blue' : 'default'}
                    icon={<ApartmentOutlined />}
                  >
                    {d.departName}
                    {d.orgCode === currentOrg ? '（当前）' : ''}
                  </Tag>
                ))}
              </Space>
            )}
          </Card>
        </Space>
      </Col>
      <PasswordModal open={passwordOpen} onClose={() => setPasswordOpen(false)} />
      <JoinClassModal
        open={joinOpen}
        title={joinText}
        onClose={() => setJoinOpen(false)}
        onJoined={() => departs.refetch()}
      />
      <DepartSelectModal
        open={departOpen}
        onDone={() => {
          setDepartOpen(false);
          departs.refetch();
        }}
        onCancel={() => setDepartOpen(false)}
      />
    </Row>
  );
}
