import type { MenuFragment } from '../../db/seed/menu-types.ts';

/** The back-office menus and buttons of works and homework, seeded on start; admins edit them afterwards. */
export const worksMenus: MenuFragment[] = [
  {
    menu: {
      id: 'menu-works',
      name: '作品与作业',
      url: '/works',
      component: 'layouts/RouteView',
      icon: 'PictureOutlined',
      redirect: '/teaching/teachingWork',
      sortNo: 25,
      roles: ['admin', 'teacher'],
      children: [
        {
          id: 'menu-works-list',
          name: '作品管理',
          url: '/teaching/teachingWork',
          component: 'works/WorkList',
          icon: 'AppstoreOutlined',
          sortNo: 10,
          keepAlive: true,
          roles: ['admin', 'teacher'],
          buttons: { group: 'work', roles: { delete: ['admin'], import: ['admin'] } },
        },
        {
          id: 'menu-works-correct',
          name: '作业批改',
          url: '/teaching/workCorrect',
          component: 'works/WorkCorrect',
          icon: 'AuditOutlined',
          sortNo: 20,
          roles: ['admin', 'teacher'],
          buttons: { group: 'workCorrect' },
        },
        {
          id: 'menu-works-additional',
          name: '额外作业',
          url: '/teaching/additionalWork',
          component: 'works/AdditionalWorkList',
          icon: 'FormOutlined',
          sortNo: 30,
          keepAlive: true,
          roles: ['admin', 'teacher'],
          buttons: { group: 'additionalWork', roles: { import: ['admin'] } },
        },
        {
          id: 'menu-works-scratch-assets',
          name: 'Scratch 素材库',
          url: '/teaching/scratchAssets',
          component: 'works/ScratchAssetList',
          icon: 'FolderOutlined',
          sortNo: 40,
          roles: ['admin'],
          buttons: { group: 'scratchAssets' },
        },
      ],
    },
  },
  {
    menu: {
      id: 'menu-mine-additional-work',
      name: '我的额外作业',
      url: '/teaching/mineAdditionalWork',
      component: 'works/MineAdditionalWork',
      icon: 'ScheduleOutlined',
      sortNo: 16,
      roles: ['student'],
    },
  },
];
