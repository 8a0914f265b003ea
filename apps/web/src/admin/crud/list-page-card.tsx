import { type MenuIconKey, menuIconOf } from '@ck/shared';
import { Card } from 'antd';
import type { ReactNode } from 'react';
import { MenuIcon } from '../../components/menu-icon.tsx';
import { usePageMeta } from '../../pages/page-meta.ts';

export interface ListPageCardProps {
  title: ReactNode;
  /** Drawn when the page's menu entry names no icon the web has (public-site copies, static routes). */
  icon?: MenuIconKey;
  extra?: ReactNode;
  className?: string;
  children?: ReactNode;
}

const FALLBACK_ICON: MenuIconKey = 'unordered-list';

/** The menu entry's icon when the web draws it, else the page's own, else a plain list icon. */
export function listPageIcon(menuIcon: string | undefined, pageIcon?: MenuIconKey): MenuIconKey {
  return menuIconOf(menuIcon) ?? pageIcon ?? FALLBACK_ICON;
}

/**
 * The frame of every back-office list page: a borderless card whose title carries the icon of the
 * page's menu entry, so a list looks the same wherever it lives.
 */
export function ListPageCard({ title, icon, extra, className, children }: ListPageCardProps) {
  const name = listPageIcon(usePageMeta()?.icon, icon);
  return (
    <Card
      variant="borderless"
      className={className ? `ck-list-page ${className}` : 'ck-list-page'}
      title={
        <span className="ck-list-page-title" data-icon={name}>
          <MenuIcon name={name} />
          {title}
        </span>
      }
      extra={extra}
    >
      {children}
    </Card>
  );
}
