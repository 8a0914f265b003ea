import { goodsRefIds, MAX_PACK_PAPERS } from '@ck/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Form, Select, Typography } from 'antd';
import { useTypedKeyword } from '../../../hooks/use-typed-keyword.ts';
import { goodsRefOptions, SHOP_KEY } from '../api.ts';

const KIND: Record<string, { label: string; multiple: boolean }> = {
  '2': { label: '课程', multiple: false },
  '3': { label: '证书模板', multiple: false },
  '4': { label: '试卷', multiple: true },
};

interface GoodsRefInputProps {
  /** Injected by Form.Item: one id, or the comma-separated papers of a pack. */
  value?: string | null;
  onChange?: (value: string | null) => void;
  id?: string;
}

/**
 * 关联内容: a searchable picker of the course, certificate template or papers (several) a virtual good
 * delivers, following the form's goods type; a parcel needs none.
 */
export function GoodsRefInput({ value, onChange, id }: GoodsRefInputProps) {
  const goodsType = String(Form.useWatch('goodsType') ?? '1');
  const kind = KIND[goodsType];
  const { setTyped, keyword } = useTypedKeyword();
  const chosen = goodsRefIds(value);
  const options = useQuery({
    queryKey: [...SHOP_KEY, 'ref-options', goodsType, keyword, chosen.join(',')],
    queryFn: () => goodsRefOptions(goodsType, keyword, chosen.join(',')),
    enabled: !!kind,
    placeholderData: keepPreviousData,
  });
  if (!kind)
    return (
      <Typography.Text type="secondary" id={id}>
        实物商品无需关联内容
      </Typography.Text>
    );
  const items = (options.data ?? []).map((o) => ({ value: o.value, label: `${o.label}（${o.source}）` }));
  const common = {
    id,
    showSearch: { filterOption: false, onSearch: setTyped },
    options: items,
    loading: options.isFetching,
    allowClear: true,
    placeholder: kind.multiple
      ? `搜索并选择试卷（可多选，最多 ${MAX_PACK_PAPERS} 份）`
      : `搜索并选择${kind.label}`,
    notFoundContent: options.isFetching ? '加载中…' : `没有找到${kind.label}`,
    style: { width: '100%' },
  } as const;
  return kind.multiple ? (
    <Select<string[]>
      {...common}
      mode="multiple"
      maxCount={MAX_PACK_PAPERS}
      value={chosen}
      onChange={(next) => onChange?.(next.length ? next.join(',') : null)}
    />
  ) : (
    <Select<string> {...common} value={chosen[0]} onChange={(next) => onChange?.(next ?? null)} />
  );
}
