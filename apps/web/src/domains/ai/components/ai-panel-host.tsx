import { Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import { lazyNamed } from '../../../app/lazy-page.ts';
import { useSession } from '../../../stores/session-store.ts';
import { aiPanelAllowed } from '../ai-scope.ts';
import { useAiPanel } from '../stores/ai-panel-store.ts';

const AiPanelFrame = lazyNamed(() => import('../panel/ai-panel-frame.tsx'), 'AiPanelFrame');

/**
 * The code dog's one mount point, at the app root: every layout (and the full-screen editors) shares
 * it. Nothing of the panel loads before it is first opened; it closes on signing out and on the
 * exam and contest arena pages.
 */
export function AiPanelHost() {
  const open = useAiPanel((s) => s.open);
  const close = useAiPanel((s) => s.close);
  const token = useSession((s) => s.token);
  const { pathname } = useLocation();
  const allowed = aiPanelAllowed(pathname);
  useEffect(() => {
    if (open && (!token || !allowed)) close();
  }, [open, token, allowed, close]);
  if (!open || !token || !allowed) return null;
  return (
    <Suspense fallback={null}>
      <AiPanelFrame />
    </Suspense>
  );
}
