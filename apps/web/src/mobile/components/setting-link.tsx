import type { MpSetting } from '@ck/shared';
import { safeLink } from '../../components/safe-url.ts';
import { Link } from '../router/navigation.tsx';

/** A home button or menu entry: follows the server's `href` (in-app, the main site, or the web). */
export function SettingLink({ setting, variant }: { setting: MpSetting; variant: 'button' | 'menu' }) {
  const href = safeLink(setting.href) ?? '/m/';
  const icon = setting.icon && safeLink(setting.icon);
  return (
    <Link to={href} className={variant === 'button' ? 'm-grid-button' : 'm-menu-item'}>
      {variant === 'button' ? (
        <span className="m-grid-icon" aria-hidden="true">
          {icon ? <img src={icon} alt="" /> : setting.title.slice(0, 1)}
        </span>
      ) : null}
      <span className="m-setting-title">{setting.title}</span>
      {variant === 'menu' ? (
        <span className="m-chevron" aria-hidden="true">
          ›
        </span>
      ) : null}
    </Link>
  );
}
