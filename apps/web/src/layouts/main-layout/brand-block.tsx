import { Link } from 'react-router';
import { HOME_TAB_PATH } from '../../app/public-paths.ts';
import { BrandLogo } from '../../components/brand-logo.tsx';
import { useBrand } from '../../hooks/use-sys-config.ts';

/** Logo plus brand name at the top of the side menu or the left of the top menu. */
export function BrandBlock({ collapsed = false, dark = false }: { collapsed?: boolean; dark?: boolean }) {
  const { name } = useBrand();
  return (
    <Link
      to={HOME_TAB_PATH}
      title={name}
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: collapsed ? 'center' : 'flex-start',
        gap: 10,
        height: 56,
        padding: collapsed ? 0 : '0 16px',
        overflow: 'hidden',
        whiteSpace: 'nowrap',
        flex: 'none',
        textDecoration: 'none',
      }}
    >
      <BrandLogo size={30} dark={dark} />
      {!collapsed && (
        <span
          style={{
            fontSize: 17,
            fontWeight: 600,
            color: dark ? '#fff' : 'rgba(0,0,0,0.88)',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
          }}
        >
          {name}
        </span>
      )}
    </Link>
  );
}
