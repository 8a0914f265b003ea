import type { WorkRow } from '@ck/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Empty, Input, Modal, Space, Tag } from 'antd';
import { useState } from 'react';
import { HttpError } from '../../../../api/http-errors.ts';
import { workApi } from '../api.ts';

interface Props {
  work: WorkRow | null;
  onClose: () => void;
  onChanged: () => void;
}

const tagNames = (result: string[] | { tagName: string }[]) =>
  result.map((t) => (typeof t === 'string' ? t : t.tagName));

/** The tags of one work: add with the input, remove with a tag's close mark. */
export function WorkTagsModal({ work, onClose, onChanged }: Props) {
  const { message } = App.useApp();
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const tags = useQuery({
    queryKey: ['works', 'tags', work?.id],
    queryFn: async () => tagNames(await workApi.tags(work?.id ?? '')),
    enabled: !!work,
    initialData: work?.tags,
    staleTime: 0,
  });

  const run = async (action: () => Promise<unknown>) => {
    setBusy(true);
    setError(undefined);
    try {
      await action();
      await tags.refetch();
      onChanged();
      return true;
    } catch (e) {
      setError(e instanceof HttpError ? e.message : '操作失败');
      return false;
    } finally {
      setBusy(false);
    }
  };

  const add = async () => {
    const name = text.trim();
    if (!work || !name) return;
    if (name.length > 20) return setError('标签不能超过 20 个字符');
    if (tags.data?.includes(name)) return setError('已有这个标签');
    if (await run(() => workApi.addTag(work.id, name))) {
      setText('');
      message.success('已添加标签');
    }
  };

  return (
    <Modal
      title={work ? `作品标签：${work.workName}` : '作品标签'}
      open={!!work}
      onCancel={() => {
        setError(undefined);
        setText('');
        onClose();
      }}
      footer={null}
      destroyOnHidden
    >
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} />}
      <div style={{ minHeight: 40, marginBottom: 12 }}>
        {tags.data?.length ? (
          <Space size={[4, 8]} wrap>
            {tags.data.map((t) => (
              <Tag
                key={t}
                color="purple"
                closable={!busy}
                onClose={(e) => {
                  e.preventDefault();
                  if (work) void run(() => workApi.delTag(work.id, t));
                }}
              >
                {t}
              </Tag>
            ))}
          </Space>
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="还没有标签" />
        )}
      </div>
      <Input.Search
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder="输入标签，如：动画、游戏"
        enterButton="添加"
        maxLength={20}
        loading={busy}
        onSearch={add}
        aria-label="新标签"
      />
    </Modal>
  );
}
