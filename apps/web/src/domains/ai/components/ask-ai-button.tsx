import { RobotOutlined } from '@ant-design/icons';
import { Button, type ButtonProps } from 'antd';
import { useLocation } from 'react-router';
import { useSession } from '../../../stores/session-store.ts';
import { aiPanelAllowed } from '../ai-scope.ts';
import { type AiPanelRequest, openAiPanel } from '../stores/ai-panel-store.ts';

interface AskAiButtonProps extends Pick<ButtonProps, 'size' | 'type' | 'style' | 'className'> {
  /** Read when pressed: the scene and what the page knows right now (code, language, problem, verdict). */
  request: () => AiPanelRequest;
  label?: string;
}

/** "问问码狗": opens the code dog with the page's context attached (visible, removable in the panel). */
export function AskAiButton({ request, label = '问问码狗', ...props }: AskAiButtonProps) {
  const token = useSession((s) => s.token);
  const { pathname } = useLocation();
  if (!token || !aiPanelAllowed(pathname)) return null;
  return (
    <Button
      icon={<RobotOutlined />}
      data-testid="ask-ai"
      aria-label={label}
      onClick={() => openAiPanel(request())}
      {...props}
    >
      {label}
    </Button>
  );
}
