import { Card } from 'antd';
import { DistributionTabs } from '../components/distribution-views.tsx';

/** `exam/PaperDistribution` (/exam/distribution): push, pull from the shared library, clone. */
export function PaperDistributionPage() {
  return (
    <Card variant="borderless">
      <DistributionTabs />
    </Card>
  );
}
