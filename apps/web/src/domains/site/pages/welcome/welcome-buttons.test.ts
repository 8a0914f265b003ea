import { describe, expect, it } from 'vitest';
import type { SysConfig } from '../../../../api/types.ts';
import { welcomeButtons } from './welcome-buttons.ts';

const labels = (list: { label: string }[]) => list.map((b) => b.label);

describe('the signed-in welcome panel', () => {
  it('offers my works, my courses, switch account and enter the system', () => {
    const { main } = welcomeButtons({}, 1);
    expect(labels(main)).toEqual(['我的作品', '我的课程', '切换账号', '进入系统']);
    expect(main.find((b) => b.key === 'courses')?.to).toBe('/teaching/mineCourse/cardList');
    expect(main.find((b) => b.key === 'enter')).toMatchObject({ to: '/account/center', primary: true });
    expect(main.find((b) => b.key === 'switch')?.to).toBeUndefined();
  });

  it('keeps my courses when the configuration hides my works', () => {
    for (const mybutton of [false, 'false'] as const) {
      const config = { indexConfig: { mybutton } } as SysConfig;
      expect(labels(welcomeButtons(config, 1).main)).toEqual(['我的课程', '切换账号', '进入系统']);
    }
  });

  it('gives supervisors the back office and members the join-class button', () => {
    expect(labels(welcomeButtons({}, 2).more)).toEqual(['后台管理', '在线练习', '我的积分']);
    expect(labels(welcomeButtons({}, '2').main)).toContain('我的课程');
    const config = { joinClassText: '加入我的班', indexConfig: { ifshopping: '1' } } as SysConfig;
    expect(welcomeButtons(config, 1).more).toEqual([
      { key: 'oj', label: '在线练习', to: '/oj' },
      { key: 'shop', label: '积分商城', to: '/home-page/otherGoods' },
      { key: 'points', label: '我的积分', to: '/home-page/jifen' },
      { key: 'join', label: '加入我的班', to: '/home-page/joinCourse' },
    ]);
    expect(labels(welcomeButtons({}, 1).more)).toEqual(['在线练习', '我的积分', '加入班级']);
  });

  it('offers my orders while the shop is switched on', () => {
    const open = { indexConfig: { ifshopping: true } } as SysConfig;
    expect(welcomeButtons(open, 1).more.find((b) => b.key === 'orders')).toEqual({
      key: 'orders',
      label: '我的订单',
      to: '/home-page/myOrders',
    });
    expect(welcomeButtons({}, 1).more.some((b) => b.key === 'orders')).toBe(false);
  });
});
