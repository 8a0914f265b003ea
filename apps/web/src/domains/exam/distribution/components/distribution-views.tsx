import { Result, Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { useCan } from '../../../../hooks/use-can.ts';
import { ClonePanel } from './clone-panel.tsx';
import { PullPanel } from './pull-panel.tsx';
import { PushPanel } from './push-panel.tsx';

export type DistributionView = 'push' | 'pull' | 'clone';

export const VIEW_TITLES: Record<DistributionView, string> = {
  push: '推送',
  pull: '共享库拉取',
  clone: '复制',
};

/** Whether the signed-in user may use each view (the server checks again). */
export function useViewAccess(): Record<DistributionView, boolean> {
  return {
    push: useCan('teaching:paper:push'),
    pull: useCan('teaching:paper:pull'),
    clone: useCan('teaching:paper:add'),
  };
}

const DENIED: Record<DistributionView, string> = {
  push: '推送试卷只有管理员可以使用',
  pull: '你没有从共享库拉取试卷的权限',
  clone: '你没有复制试卷的权限',
};

/** One view on its own (the /home-page pages), or a 403 when the user may not use it. */
export function DistributionViewPanel({ view }: { view: DistributionView }) {
  const access = useViewAccess();
  if (!access[view]) return <Result status="403" title="没有权限" subTitle={DENIED[view]} />;
  if (view === 'push') return <PushPanel />;
  if (view === 'pull') return <PullPanel />;
  return <ClonePanel />;
}

const isView = (v: string | null): v is DistributionView => v === 'push' || v === 'pull' || v === 'clone';

/** The three views as tabs, those the user may use; `?tab=` opens one. */
export function DistributionTabs() {
  const access = useViewAccess();
  const [params, setParams] = useSearchParams();
  const views = (Object.keys(VIEW_TITLES) as DistributionView[]).filter((v) => access[v]);
  if (!views.length) return <Result status="403" title="没有权限" subTitle="你没有分发试卷的权限" />;
  const asked = params.get('tab');
  const active = isView(asked) && views.includes(asked) ? asked : views[0];
  return (
    <Tabs
      activeKey={active}
      onChange={(key) => {
        const next = new URLSearchParams(params);
        next.set('tab', key);
        setParams(next, { replace: true });
      }}
      destroyOnHidden
      items={views.map((v) => ({
        key: v,
        label: VIEW_TITLES[v],
        children: <DistributionViewPanel view={v} />,
      }))}
    />
  );
}
