import {
  AppstoreOutlined,
  CodeOutlined,
  DashboardOutlined,
  LoginOutlined,
  ShopOutlined,
  SwapOutlined,
  TeamOutlined,
  TrophyOutlined,
  UserAddOutlined,
} from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useNavigate } from 'react-router';
import type { SysConfig } from '../../../../api/types.ts';
import { useFeedback } from '../../../../app/use-feedback.ts';
import { openLink, safeLink } from '../../../../components/safe-url.ts';
import { useSession } from '../../../../stores/session-store.ts';
import { signOut } from '../../../identity/session-actions.ts';

const truthy = (v: unknown) => v === true || v === 'true' || v === '1' || v === 1;

/** The buttons of the welcome page (SPEC §1): entry, switch account, back office, shop, links, join class (the join page previews the class before joining). */
export function WelcomeActions({ config }: { config: SysConfig }) {
  const navigate = useNavigate();
  const { modal, message } = useFeedback();
  const token = useSession((s) => s.token);
  const userInfo = useSession((s) => s.userInfo);
  const index = config.indexConfig ?? {};
  const joinText = config.joinClassText || '加入班级';
  const buttons = (index.buttonList ?? []).filter((b) => b.title && safeLink(b.desc));

  if (!token)
    return (
      <Space wrap style={{ justifyContent: 'center', marginTop: 24 }}>
        <Button type="primary" size="large" icon={<LoginOutlined />} onClick={() => navigate('/user/login')}>
          登录/注册
        </Button>
        {truthy(config.allowReg) && (
          <Button size="large" icon={<UserAddOutlined />} onClick={() => navigate('/user/register')}>
            注册账号
          </Button>
        )}
      </Space>
    );

  const switchAccount = () =>
    modal.confirm({
      title: '提示',
      content: '确定要退出当前账号并登录新账号吗？',
      okText: '确定',
      cancelText: '取消',
      onOk: async () => {
        try {
          await signOut('/user/login');
        } catch (error) {
          message.error(error instanceof Error ? error.message : '切换账号失败');
        }
      },
    });

  return (
    <>
      <Space wrap style={{ justifyContent: 'center', marginTop: 16 }}>
        {index.mybutton !== false && index.mybutton !== 'false' && (
          <Button size="large" icon={<AppstoreOutlined />} onClick={() => navigate('/work/workList')}>
            我的作品
          </Button>
        )}
        <Button size="large" icon={<SwapOutlined />} onClick={switchAccount}>
          切换账号
        </Button>
        <Button
          type="primary"
          size="large"
          icon={<LoginOutlined />}
          onClick={() => navigate('/account/center')}
        >
          进入系统
        </Button>
      </Space>
      <Space wrap style={{ justifyContent: 'center', marginTop: 12 }}>
        {Number(userInfo?.userIdentity) === 2 && (
          <Button icon={<DashboardOutlined />} onClick={() => navigate('/dashboard/index')}>
            后台管理
          </Button>
        )}
        <Button icon={<CodeOutlined />} onClick={() => navigate('/oj')}>
          在线练习
        </Button>
        {truthy(index.ifshopping) && (
          <Button icon={<ShopOutlined />} onClick={() => navigate('/home-page/otherGoods')}>
            积分商城
          </Button>
        )}
        {Number(userInfo?.userIdentity) !== 2 && (
          <Button icon={<TeamOutlined />} onClick={() => navigate('/home-page/joinCourse')}>
            {joinText}
          </Button>
        )}
        {buttons.map((b) => (
          <Button
            key={`${b.title}-${b.desc}`}
            icon={<TrophyOutlined />}
            onClick={() => openLink(b.desc, navigate)}
          >
            {b.title}
          </Button>
        ))}
      </Space>
    </>
  );
}
