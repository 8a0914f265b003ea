import { BankOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Empty, Select, Space } from 'antd';
import { useEffect, useState } from 'react';
import { errorText } from '../../../../api/http-errors.ts';
import { listTenants, TENANT_KEY } from '../../../tenant/api.ts';
import { LicenseTab } from '../../../tenant/components/license-tab.tsx';

/** 机构授权: the platform administrator licenses the platform's courses and papers to a tenant. */
export function TenantAllocation() {
  const [typed, setTyped] = useState('');
  const keyword = useDebounced(typed.trim());
  // The list answers at most 100 tenants: the name typed narrows it on the server.
  const tenants = useQuery({
    queryKey: [...TENANT_KEY, 'allocation-picker', keyword],
    queryFn: () => listTenants({ pageSize: 100, ...(keyword ? { zuhuName: keyword } : {}) }),
  });
  const [tenant, setTenant] = useState<{ value: string; label: string }>();
  const tenantId = tenant?.value;
  const options = (tenants.data?.records ?? [])
    .filter((t) => !t.platform)
    .map((t) => ({ value: t.id, label: t.zuhuName }));
  // The chosen tenant stays named while another name is being typed.
  const shown = tenant && !options.some((o) => o.value === tenant.value) ? [tenant, ...options] : options;

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <Space wrap>
        <BankOutlined />
        <span>选择机构</span>
        <Select
          showSearch={{ filterOption: false, onSearch: setTyped }}
          style={{ width: 320 }}
          placeholder="选择要授权的机构"
          loading={tenants.isLoading}
          options={shown}
          value={tenantId}
          onChange={(value: string) => {
            const picked = shown.find((o) => o.value === value);
            if (picked) setTenant(picked);
          }}
          notFoundContent={tenants.isError ? '机构加载失败' : '还没有其他机构'}
          data-testid="allocation-tenant"
        />
      </Space>
      {tenants.isError && <Alert type="error" showIcon title={errorText(tenants.error, '机构加载失败')} />}
      {tenantId ? (
        <Card size="small" title={tenant?.label}>
          <LicenseTab key={tenantId} tenantId={tenantId} />
        </Card>
      ) : (
        <Empty description="选择机构后，把平台的课程和试卷授权给它；机构的管理员和老师即可使用，撤销授权后随即不可见" />
      )}
    </div>
  );
}

/** `value` once it has stopped changing for a moment (typing into the picker). */
function useDebounced(value: string, ms = 300): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
