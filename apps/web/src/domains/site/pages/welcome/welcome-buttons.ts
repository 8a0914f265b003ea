import type { SysConfig } from '../../../../api/types.ts';
import { accountLinks } from '../../account-links.ts';

/** A fixed button of the signed-in welcome panel; `to` is a page of the app, none for switching account. */
export interface WelcomeButton {
  key: 'works' | 'courses' | 'switch' | 'enter' | 'admin' | 'oj' | 'shop' | 'points' | 'orders' | 'join';
  label: string;
  to?: string;
  primary?: boolean;
}

/** A configuration switch given as a boolean, `1` or their text. */
export const truthy = (v: unknown) => v === true || v === 'true' || v === '1' || v === 1;

/**
 * The signed-in welcome panel (SPEC §1, §2): my works (unless the configuration hides it), my courses,
 * switch account and enter the system; then the back office for supervisors (userIdentity 2), online
 * practice, the shop when enabled, my points (and my orders while the shop is open) and joining a
 * class for members. Configured links follow them.
 */
export function welcomeButtons(
  config: SysConfig,
  userIdentity: number | string | null | undefined,
): { main: WelcomeButton[]; more: WelcomeButton[] } {
  const index = config.indexConfig ?? {};
  const supervisor = Number(userIdentity) === 2;
  const showWorks = index.mybutton !== false && index.mybutton !== 'false';
  const main: WelcomeButton[] = [
    ...(showWorks ? [{ key: 'works', label: '我的作品', to: '/work/workList' } as const] : []),
    { key: 'courses', label: '我的课程', to: '/teaching/mineCourse/cardList' },
    { key: 'switch', label: '切换账号' },
    { key: 'enter', label: '进入系统', to: '/account/center', primary: true },
  ];
  const more: WelcomeButton[] = [
    ...(supervisor ? [{ key: 'admin', label: '后台管理', to: '/dashboard/index' } as const] : []),
    { key: 'oj', label: '在线练习', to: '/oj' },
    ...(truthy(index.ifshopping)
      ? [{ key: 'shop', label: '积分商城', to: '/home-page/otherGoods' } as const]
      : []),
    ...accountLinks(index).map((l) => ({ key: l.key, label: l.label, to: l.path })),
    ...(supervisor
      ? []
      : [{ key: 'join', label: config.joinClassText || '加入班级', to: '/home-page/joinCourse' } as const]),
  ];
  return { main, more };
}
