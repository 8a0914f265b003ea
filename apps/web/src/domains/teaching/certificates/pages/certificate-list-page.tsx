import { Tabs } from 'antd';
import { ListPageCard } from '../../../../admin/crud/list-page-card.tsx';
import { IssuedTab } from '../components/issued-tab.tsx';
import { TemplateTab } from '../components/template-tab.tsx';

/** `teaching/CertificateList`: certificate templates and the certificates issued from them. */
export function CertificateListPage() {
  return (
    <ListPageCard title="证书管理" icon="trophy">
      <Tabs
        destroyOnHidden={false}
        items={[
          { key: 'templates', label: '证书模板', children: <TemplateTab /> },
          { key: 'issued', label: '已颁发证书', children: <IssuedTab /> },
        ]}
      />
    </ListPageCard>
  );
}
