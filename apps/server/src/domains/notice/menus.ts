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
      buttons: [
        { code: 'system:announcement:list', name: '通知公告查询' },
        { code: 'system:announcement:add', name: '通知公告新增' },
        { code: 'system:announcement:edit', name: '通知公告编辑' },
        { code: 'system:announcement:delete', name: '通知公告删除' },
        { code: 'system:announcement:release', name: '通知公告发布与撤销' },
      ],
    },
  },
];
