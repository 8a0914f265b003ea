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
  {
    parent: 'menu-system',
    menu: {
      id: 'menu-message',
      name: '消息中心',
      url: '/modules/message',
      component: 'layouts/RouteView',
      icon: 'MailOutlined',
      sortNo: 61,
      roles: ['admin'],
      children: [
        {
          id: 'menu-message-template',
          name: '消息模板',
          url: '/modules/message/sysMessageTemplateList',
          component: 'message/SysMessageTemplateList',
          icon: 'ProfileOutlined',
          sortNo: 1,
          keepAlive: true,
          roles: ['admin'],
          resources: ['message/sysMessageTemplate'],
          buttons: { group: 'messageTemplate' },
        },
        {
          id: 'menu-message-log',
          name: '消息记录',
          url: '/modules/message/sysMessageList',
          component: 'resource/message/sysMessage',
          icon: 'HistoryOutlined',
          sortNo: 2,
          keepAlive: true,
          roles: ['admin'],
          resources: ['message/sysMessage'],
        },
      ],
    },
  },
];
