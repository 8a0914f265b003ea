import { Button, type ButtonProps, Tooltip } from 'antd';
import type { ReactNode } from 'react';

export type TipIconButtonProps = Omit<ButtonProps, 'type' | 'children'> & {
  /** The tooltip; name the action with `aria-label` as well. */
  tip: ReactNode;
};

/** A borderless icon button (small unless told) with its tooltip: move, delete, switch… in an editor's rows. */
export function TipIconButton({ tip, size = 'small', ...button }: TipIconButtonProps) {
  return (
    <Tooltip title={tip}>
      <Button type="text" size={size} {...button} />
    </Tooltip>
  );
}
