import { Drawer } from 'antd';
import { FrontMenu } from './front-menu.tsx';

/** The phone's menu drawer; loaded on the first tap of the menu button. */
export function FrontMenuDrawer({
  open,
  title,
  onClose,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
}) {
  return (
    <Drawer
      placement="left"
      open={open}
      onClose={onClose}
      size={240}
      title={title}
      styles={{ body: { padding: 0 } }}
    >
      <FrontMenu mode="inline" onNavigate={onClose} />
    </Drawer>
  );
}
