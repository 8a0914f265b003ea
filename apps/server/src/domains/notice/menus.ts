import type { MenuFragment } from '../../db/seed/menu-types.ts';

/** The back-office menus and buttons of this domain, seeded on start; admins edit them afterwards. */
export const noticeMenus: MenuFragment[] = [
  {
    parent: 'menu-system',
    menu: {
      id: 'menu-system-announcement',
      name: '通知公告',
      url: '/isystem/annountCement',
      component: 'system/AnnouncementList',
      icon: 'NotificationOutlined',
      sortNo: 60,
      keepAlive: true,
      roles: ['admin'],
      buttons: [{ group: 'announcement' }, { group: 'announcementTransfer' }],
    },
  },
];
