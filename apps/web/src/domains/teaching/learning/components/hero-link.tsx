import { Button } from 'antd';
import type { ReactNode } from 'react';

/** The white text link above a course or unit title in the coloured header, leading back up. */
export function HeroLink({
  icon,
  onClick,
  children,
}: {
  icon: ReactNode;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Button type="text" icon={icon} style={{ color: '#fff', paddingInline: 0 }} onClick={onClick}>
      {children}
    </Button>
  );
}
