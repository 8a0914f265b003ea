import { RobotOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useLocation } from 'react-router';
import { useSession } from '../../../stores/session-store.ts';
import { aiPanelAllowed } from '../ai-scope.ts';
import { useAiPanel } from '../stores/ai-panel-store.ts';

/** The new-home header's switch of the code dog panel, for signed-in users. */
export function AiHeaderButton({ compact = false }: { compact?: boolean }) {
  const token = useSession((s) => s.token);
  const open = useAiPanel((s) => s.open);
  const toggle = useAiPanel((s) => s.toggle);
  const { pathname } = useLocation();
  if (!token || !aiPanelAllowed(pathname)) return null;
  return (
    <Button
      type={open ? 'primary' : 'text'}
      icon={<RobotOutlined />}
      aria-label="码狗"
      aria-pressed={open}
      data-testid="ai-toggle"
      onClick={toggle}
    >
      {compact ? null : '码狗'}
    </Button>
  );
}

/** Room the new-home content leaves for the docked panel on wider screens (0 when closed or on phones). */
export function useAiPanelInset(mobile: boolean): number {
  const token = useSession((s) => s.token);
  const open = useAiPanel((s) => s.open);
  const width = useAiPanel((s) => s.width);
  const { pathname } = useLocation();
  return open && token && !mobile && aiPanelAllowed(pathname) ? width : 0;
}
