import { productResource } from '@ck/shared';
import { App, Form, Switch } from 'antd';
import { useMemo, useState } from 'react';
import { editResource, type ResourceRow } from '../../../admin/crud/resource-api.ts';
import type { ResourceFormSlot } from '../../../admin/crud/resource-form-modal.tsx';
import { type ResourceColumnSlots, ResourcePage } from '../../../admin/crud/resource-page.tsx';
import { useDocumentTitle } from '../../../app/use-document-title.ts';
import { useBusyRun } from '../../../hooks/use-busy-run.ts';
import { useCan } from '../../../hooks/use-can.ts';
import { GalleryInput } from '../components/gallery-input.tsx';
import { GoodsRefInput } from '../components/goods-ref-input.tsx';

/** On / off shelf straight from the list; the server refuses a good on shelf without a price. */
function StatusSwitch({ row }: { row: ResourceRow }) {
  const { message } = App.useApp();
  const canEdit = useCan('teaching:product:edit');
  const [on, setOn] = useState(row.status === '1');
  const { busy, run } = useBusyRun();
  return (
    <Switch
      checked={on}
      loading={busy}
      disabled={!canEdit}
      checkedChildren="在售"
      unCheckedChildren="下架"
      aria-label={`${String(row.productName)} 上下架`}
      onChange={async (next) => {
        await run(async () => {
          await editResource(productResource, { id: row.id, status: next ? '1' : '0' });
          setOn(next);
          message.success(next ? '已上架' : '已下架');
        });
      }}
    />
  );
}

const form: ResourceFormSlot = {
  width: 820,
  items: {
    gallery: (
      <Form.Item name="gallery" label="图集" extra="最多 9 张，详情页轮播展示">
        <GalleryInput />
      </Form.Item>
    ),
    refId: (
      <Form.Item
        name="refId"
        label="关联内容"
        extra="课程：购买后开通给买家；证书模板、试卷包：仅限老师和管理员购买，复制到买家所在学校或机构"
      >
        <GoodsRefInput />
      </Form.Item>
    ),
  },
};

/** 商品管理: the declared resource's page with a shelf switch and a picture gallery. */
export function ProductListPage() {
  const columns = useMemo<ResourceColumnSlots>(
    () => ({
      override: {
        status: { render: (_: unknown, row: ResourceRow) => <StatusSwitch key={row.id} row={row} /> },
      },
    }),
    [],
  );
  return <ResourcePage def={productResource} columns={columns} form={form} title="商品管理" icon="gift" />;
}

export function ProductListHomePage() {
  useDocumentTitle('商品管理');
  return <ProductListPage />;
}
