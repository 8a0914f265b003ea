import { Drawer } from 'antd';
import { ThemeSettings } from './theme-settings.tsx';

/** Development preview of the layout preferences (SPEC §2 theme drawer); the same panel is in 账户设置 › 个性化. */
export function ThemeDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Drawer title="主题设置" open={open} onClose={onClose} size={300}>
      <ThemeSettings />
    </Drawer>
  );
}
