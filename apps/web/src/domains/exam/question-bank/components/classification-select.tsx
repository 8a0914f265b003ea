import { useQuery } from '@tanstack/react-query';
import { TreeSelect } from 'antd';
import { useMemo } from 'react';
import { CLASSIFICATION_TREE_KEY, classificationApi } from '../api.ts';
import { classificationOptions } from '../classification.ts';

/** The classification tree, shared by the list's panel and every picker. */
export function useClassificationTree() {
  return useQuery({ queryKey: CLASSIFICATION_TREE_KEY, queryFn: classificationApi.tree, staleTime: 60_000 });
}

interface Props {
  id?: string;
  value?: string | null;
  onChange?: (value: string | null) => void;
  placeholder?: string;
  /** Extra options above the tree (e.g. "不分类" of the batch move). */
  extra?: { value: string; title: string }[];
}

/** A classification picker (searchable TreeSelect). */
export function ClassificationSelect({
  id,
  value,
  onChange,
  placeholder = '选择分类（可选）',
  extra,
}: Props) {
  const tree = useClassificationTree();
  const options = useMemo(
    () => [
      ...(extra ?? []).map((e) => ({ ...e, key: e.value, children: [] })),
      ...classificationOptions(tree.data ?? []),
    ],
    [tree.data, extra],
  );
  return (
    <TreeSelect
      id={id}
      allowClear
      showSearch
      treeNodeFilterProp="title"
      treeDefaultExpandAll
      placeholder={placeholder}
      loading={tree.isLoading}
      value={value || undefined}
      onChange={(v) => onChange?.(v ?? null)}
      treeData={options}
      notFoundContent={tree.isError ? '分类加载失败' : '还没有分类'}
      style={{ width: '100%' }}
      popupMatchSelectWidth={false}
    />
  );
}
