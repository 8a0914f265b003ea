import { Card } from 'antd';
import { useDocumentTitle } from '../../../../app/use-document-title.ts';
import { type DistributionView, DistributionViewPanel } from '../components/distribution-views.tsx';

const TITLES: Record<DistributionView, string> = {
  push: '试卷推送',
  pull: '共享库拉取',
  clone: '试卷复制',
};

function HomeView({ view }: { view: DistributionView }) {
  useDocumentTitle(TITLES[view]);
  return (
    <Card title={TITLES[view]} variant="borderless">
      <DistributionViewPanel view={view} />
    </Card>
  );
}

/** `/home-page/paperPush`. */
export function PaperPushHomePage() {
  return <HomeView view="push" />;
}

/** `/home-page/paperPull`. */
export function PaperPullHomePage() {
  return <HomeView view="pull" />;
}

/** `/home-page/paperClone`. */
export function PaperCloneHomePage() {
  return <HomeView view="clone" />;
}
