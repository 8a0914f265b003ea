import { BankOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Empty, Select, Space } from 'antd';
import { useState } from 'react';
import { errorText } from '../../../../api/http-errors.ts';
import { listTenants, TENANT_KEY } from '../../../tenant/api.ts';
import { LicenseTab } from '../../../tenant/components/license-tab.tsx';

/** 机构授权: the platform administrator licenses the platform's courses and papers to a tenant. */
export function TenantAllocation() {
  const tenants = useQuery({
    queryKey: [...TENANT_KEY, 'allocation-picker'],
    queryFn: () => listTenants({ pageSize: 1000 }),
  });
  const [tenantId, setTenantId] = useState<string>();
  const options = (tenants.data?.records ?? [])
    .filter((t) => !t.platform)
    .map((t) => ({ value: t.id, label: t.zuhuName }));

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <Space wrap>
        <BankOutlined />
        <span>选择机构</span>
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          style={{ width: 320 }}
          placeholder="选择要授权的机构"
          loading={tenants.isLoading}
          options={options}
          value={tenantId}
          onChange={setTenantId}
          notFoundContent={tenants.isError ? '机构加载失败' : '还没有其他机构'}
          data-testid="allocation-tenant"
        />
      </Space>
      {tenants.isError && <Alert type="error" showIcon title={errorText(tenants.error, '机构加载失败')} />}
      {tenantId ? (
        <Card size="small" title={options.find((o) => o.value === tenantId)?.label}>
          <LicenseTab key={tenantId} tenantId={tenantId} />
        </Card>
      ) : (
        <Empty description="选择机构后，把平台的课程和试卷授权给它；机构的管理员和老师即可使用，撤销授权后随即不可见" />
      )}
    </div>
  );
}
