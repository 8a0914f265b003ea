import { lazyPage } from '../../app/lazy-page.ts';
import type { RouteFragment } from '../../app/route-fragment.ts';

/** Announcements: composing them in the back office, and every user's own list; message templates. */
export const noticeRoutes: RouteFragment = {
  pages: {
    'system/AnnouncementList': lazyPage(
      () => import('./pages/announcements/announcement-list-page.tsx'),
      'AnnouncementListPage',
    ),
    'message/SysMessageTemplateList': lazyPage(
      () => import('./pages/messages/message-template-list-page.tsx'),
      'MessageTemplateListPage',
    ),
    'isps/UserAnnouncement': lazyPage(
      () => import('./pages/user-announcement-page.tsx'),
      'UserAnnouncementPage',
    ),
  },
  staticRoutes: [
    // Named isps-userAnnouncement: every signed-in user's announcements, whatever the menu holds.
    { path: '/isps/userAnnouncement', title: '我的消息', component: 'isps/UserAnnouncement' },
  ],
};
