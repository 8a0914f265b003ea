import { useQuery } from '@tanstack/react-query';
import { Alert, Card } from 'antd';
import { errorText } from '../../../api/http-errors.ts';
import { useDocumentTitle } from '../../../app/use-document-title.ts';
import { useCan } from '../../../hooks/use-can.ts';
import { PAY_SETTING_KEY, paySettings } from './api.ts';
import { PayProviderCard } from './pay-provider-card.tsx';

/** 支付设置: one card per provider (线下支付, 微信支付, 支付宝) of the administrator's own school. */
export function PaySettingContent() {
  const canEdit = useCan('teaching:paySetting:edit');
  const query = useQuery({ queryKey: PAY_SETTING_KEY, queryFn: paySettings });
  if (query.error) return <Alert type="error" showIcon title={errorText(query.error, '支付设置加载失败')} />;
  if (!query.data) return <Card loading variant="borderless" />;
  return (
    <>
      {query.data.map((view) => (
        <PayProviderCard key={`${view.provider}-${view.updateTime ?? ''}`} view={view} canEdit={canEdit} />
      ))}
    </>
  );
}

/** `shop/PaySettingList` in the back office. */
export function PaySettingListPage() {
  return (
    <Card variant="borderless" title="支付设置">
      <PaySettingContent />
    </Card>
  );
}

/** `/home-page/paySettingList`. */
export function PaySettingHomePage() {
  useDocumentTitle('支付设置');
  return <PaySettingListPage />;
}
