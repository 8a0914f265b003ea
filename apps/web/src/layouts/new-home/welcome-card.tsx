import { UserOutlined } from '@ant-design/icons';
import { Avatar, Popover, Spin } from 'antd';
import { Suspense } from 'react';
import { lazyNamed } from '../../app/lazy-page.ts';
import { fileUrl } from '../../components/file-url.ts';
import { useBrand } from '../../hooks/use-sys-config.ts';
import { useSession } from '../../stores/session-store.ts';

// The card's list, tags and buttons load when it first opens, not with every public page.
const WelcomeContent = lazyNamed(() => import('./welcome-content.tsx'), 'WelcomeContent');

/** The header's signed-in entry: avatar and nickname; the card opens on hover or tap. */
export function WelcomeCard({ compact }: { compact?: boolean }) {
  const { config } = useBrand();
  const userInfo = useSession((s) => s.userInfo);
  return (
    <Popover
      content={
        <Suspense
          fallback={
            <div style={{ width: 280, textAlign: 'center', padding: 16 }}>
              <Spin size="small" />
            </div>
          }
        >
          <WelcomeContent />
        </Suspense>
      }
      placement="bottomRight"
      trigger={['hover', 'click']}
    >
      <span className="ck-user-entry" data-testid="new-home-user">
        <Avatar
          size="small"
          src={fileUrl(userInfo?.avatar || config.avatar, config)}
          icon={<UserOutlined />}
        />
        {!compact && <span>{userInfo?.nickname || userInfo?.realname || userInfo?.username}</span>}
      </span>
    </Popover>
  );
}
