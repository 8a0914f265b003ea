import { LoginOutlined, TeamOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useNavigate } from 'react-router';
import { currentFullPath, loginPathWithRedirect } from '../../../../app/navigation.ts';
import { useSession } from '../../../../stores/session-store.ts';

/** "登录后学习 / 加入班级": what a visitor or a learner without a class can do about a locked unit. */
export function LockedActions() {
  const navigate = useNavigate();
  const token = useSession((s) => s.token);
  return (
    <Space wrap>
      {!token && (
        <Button
          type="primary"
          shape="round"
          icon={<LoginOutlined />}
          onClick={() => navigate(loginPathWithRedirect(currentFullPath()))}
        >
          登录后学习
        </Button>
      )}
      <Button shape="round" icon={<TeamOutlined />} onClick={() => navigate('/home-page/joinCourse')}>
        加入班级
      </Button>
    </Space>
  );
}

export function lockedText(signedIn: boolean) {
  return signedIn
    ? '这门课程还没有对你的班级开放，请加入老师的班级或等老师开放课程'
    : '登录并加入班级后就可以学习这门课程啦';
}
