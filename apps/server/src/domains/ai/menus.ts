import type { MenuFragment } from '../../db/seed/menu-types.ts';

/**
 * The code dog's back office: settings and prompts for administrators (the prompt list is the declared
 * resource's page, see resources.ts), the conversation log for teachers too. The same pages also open
 * under `/home-page/aiSetting` and `/home-page/aiPrompt` (SPEC.md §2).
 */
export const aiMenus: MenuFragment[] = [
  {
    menu: {
      id: 'menu-ai',
      name: 'AI 助手',
      url: '/ai',
      component: 'layouts/RouteView',
      icon: 'RobotOutlined',
      redirect: '/ai/aiSetting',
      sortNo: 29,
      roles: ['admin', 'teacher'],
      children: [
        {
          id: 'menu-ai-setting',
          name: 'AI 设置',
          url: '/ai/aiSetting',
          component: 'ai/AiSetting',
          icon: 'SettingOutlined',
          sortNo: 10,
          keepAlive: true,
          roles: ['admin'],
        },
        {
          id: 'menu-ai-conversation',
          name: '对话记录',
          url: '/ai/conversations',
          component: 'ai/AiConversationList',
          icon: 'HistoryOutlined',
          sortNo: 30,
          keepAlive: true,
          roles: ['admin', 'teacher'],
          buttons: { group: 'ai', roles: { setting: ['admin'] } },
        },
      ],
    },
  },
];
