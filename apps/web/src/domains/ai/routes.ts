import { lazyNamed, lazyPage } from '../../app/lazy-page.ts';
import { resourcePage } from '../../app/resource-pages.ts';
import type { RouteFragment } from '../../app/route-fragment.ts';

const settingPage = () => import('./pages/ai-setting-page.tsx');

/**
 * The code dog's back office: settings and the conversation log (the prompt list is the declared
 * resource's generic page). The panel itself is mounted by the app root (`AiPanelHost`).
 */
export const aiRoutes: RouteFragment = {
  pages: {
    'ai/AiSetting': lazyPage(settingPage, 'AiSettingPage'),
    'ai/AiConversationList': lazyPage(
      () => import('./pages/conversation-list-page.tsx'),
      'AiConversationListPage',
    ),
  },
  // SPEC.md §2: /home-page/aiSetting and /home-page/aiPrompt (signed in) in the new-home layout.
  homePages: [
    { path: 'aiSetting', page: lazyNamed(settingPage, 'AiSettingHomePage') },
    { path: 'aiPrompt', page: resourcePage('teaching/teachingAiPrompt') },
  ],
};
