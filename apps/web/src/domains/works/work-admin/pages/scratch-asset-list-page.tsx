import { PauseCircleOutlined, PlayCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { SCRATCH_ASSET_TYPES } from '@ck/shared';
import { Button, Space, Tabs, Tag, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ListColumn } from '../../../../admin/crud/list-columns.ts';
import { useListPage } from '../../../../admin/crud/use-list-page.ts';
import { Can } from '../../../../components/can.tsx';
import { useCan } from '../../../../hooks/use-can.ts';
import { ASSETS_KEY, assetApi, assetUrl, type ScratchAssetRow } from '../api.ts';
import { ScratchAssetFormModal } from '../components/scratch-asset-form-modal.tsx';
import { entryOf, previewMd5ext, splitTags } from '../scratch-asset.ts';
import '../work-admin.css';
import { ListPageCard } from '../../../../admin/crud/list-page-card.tsx';
import { SearchTable } from '../../../../components/search-table.tsx';
import { useDangerConfirm } from '../../../../hooks/use-danger-confirm.ts';

const TABS = Object.entries(SCRATCH_ASSET_TYPES).map(([key, label]) => ({ key, label }));

/** One shared player: starting a sound stops the one playing. */
function useSoundPlayer() {
  const audio = useRef<HTMLAudioElement | null>(null);
  const [playing, setPlaying] = useState<string | null>(null);
  useEffect(() => () => audio.current?.pause(), []);
  const toggle = useCallback(
    (md5ext: string) => {
      audio.current?.pause();
      if (playing === md5ext) return setPlaying(null);
      const next = new Audio(assetUrl(md5ext));
      next.onended = () => setPlaying(null);
      audio.current = next;
      setPlaying(md5ext);
      void next.play().catch(() => setPlaying(null));
    },
    [playing],
  );
  return { playing, toggle };
}

/** `works/ScratchAssetList` (/teaching/scratchAssets): the editor's sprite, costume, backdrop and sound libraries. */
export function ScratchAssetListPage() {
  const confirmDanger = useDangerConfirm();
  const [assetType, setAssetType] = useState(2);
  const [editing, setEditing] = useState<{ assetType: number; row?: ScratchAssetRow } | null>(null);
  const canEdit = useCan('teaching:scratchAssets:edit');
  const canDelete = useCan('teaching:scratchAssets:delete');
  const sound = useSoundPlayer();
  const fixedParams = useMemo(() => ({ assetType }), [assetType]);

  const remove = (row: ScratchAssetRow) =>
    confirmDanger({
      title: '删除素材',
      content: `确定从素材库删除「${row.assetName}」吗？已经用了它的作品不受影响。`,
      action: () => assetApi.remove(row.id),
      successText: '删除成功',
      onDone: () => list.afterDelete([row.id]),
    });

  const columns: ListColumn<ScratchAssetRow>[] = [
    {
      key: 'preview',
      title: '预览',
      width: 96,
      render: (_, row) => {
        const md5ext = previewMd5ext(row);
        const url = row.previewUrl ?? (md5ext ? assetUrl(md5ext) : null);
        if (!md5ext || !url) return <Typography.Text type="secondary">无文件</Typography.Text>;
        if (row.assetType === 4)
          return (
            <Button
              shape="circle"
              aria-label={sound.playing === md5ext ? `停止 ${row.assetName}` : `播放 ${row.assetName}`}
              icon={sound.playing === md5ext ? <PauseCircleOutlined /> : <PlayCircleOutlined />}
              onClick={() => sound.toggle(md5ext)}
            />
          );
        return <img className="wa-asset-thumb" src={url} alt={row.assetName} loading="lazy" />;
      },
    },
    {
      key: 'assetName',
      dataIndex: 'assetName',
      title: '名称',
      ellipsis: true,
      search: { placeholder: '名称', width: 160 },
    },
    {
      key: 'tags',
      title: '标签',
      search: { placeholder: '标签', width: 120 },
      render: (_, row) => (
        <Space size={[2, 4]} wrap>
          {splitTags(row.tags).map((t) => (
            <Tag key={t}>{t}</Tag>
          ))}
        </Space>
      ),
    },
    {
      key: 'detail',
      title: '内容',
      width: 140,
      render: (_, row) => {
        const entry = entryOf(row);
        if (row.assetType === 1)
          return `${Array.isArray(entry.costumes) ? entry.costumes.length : 0} 个造型 · ${
            Array.isArray(entry.sounds) ? entry.sounds.length : 0
          } 个声音`;
        if (row.assetType === 4 && typeof entry.sampleCount === 'number' && typeof entry.rate === 'number')
          return `${(entry.sampleCount / entry.rate).toFixed(1)} 秒`;
        return typeof entry.dataFormat === 'string' ? entry.dataFormat.toUpperCase() : '—';
      },
    },
    { key: 'orderNum', dataIndex: 'orderNum', title: '排序', width: 70 },
    {
      key: 'actions',
      title: '操作',
      width: 130,
      fixed: 'right',
      render: (_, row) => (
        <Space size={0}>
          {canEdit && (
            <Button type="link" size="small" onClick={() => setEditing({ assetType: row.assetType, row })}>
              编辑
            </Button>
          )}
          {canDelete && (
            <Button type="link" size="small" danger onClick={() => remove(row)}>
              删除
            </Button>
          )}
        </Space>
      ),
    },
  ];

  const list = useListPage<ScratchAssetRow>({
    queryKey: ASSETS_KEY,
    query: assetApi.list,
    columns,
    fixedParams,
    emptyText: { searched: '没有符合条件的素材', none: '这个分类还没有素材' },
  });

  return (
    <ListPageCard title="Scratch 素材库" icon="folder">
      <Tabs
        activeKey={String(assetType)}
        onChange={(k) => {
          setAssetType(Number(k));
          list.setPageNo(1);
        }}
        items={TABS}
      />
      <SearchTable
        list={list}
        name="scratch-asset-search"
        toolbar={
          <Can code="teaching:scratchAssets:add">
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ assetType })}>
              新增{SCRATCH_ASSET_TYPES[assetType as 1 | 2 | 3 | 4]}
            </Button>
          </Can>
        }
        scrollX={760}
      />
      <ScratchAssetFormModal target={editing} onClose={() => setEditing(null)} onSaved={list.refresh} />
    </ListPageCard>
  );
}
