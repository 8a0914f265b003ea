import { Alert, Form, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { useSaving } from '../../../../hooks/use-form-save.ts';
import { questionApi } from '../api.ts';
import { ClassificationSelect } from './classification-select.tsx';

const NONE = '__none__';
const NONE_OPTION = [{ value: NONE, title: '（不分类）' }];

interface Props {
  /** The questions to move; empty closes the modal. */
  ids: string[];
  onClose: () => void;
  onMoved: () => void;
}

/** Moves the chosen questions into one classification (or out of every classification). */
export function BatchMoveModal({ ids, onClose, onMoved }: Props) {
  const [target, setTarget] = useState<string | null>(null);
  const { saving, error, setError, run } = useSaving('移动失败');
  const open = ids.length > 0;
  useEffect(() => {
    if (open) {
      setTarget(null);
      setError(undefined);
    }
  }, [open, setError]);

  const move = async () => {
    if (!target) {
      setError('请选择目标分类');
      return;
    }
    await run(async () => {
      await questionApi.batchMove(ids, target === NONE ? null : target);
      onMoved();
      onClose();
    });
  };

  return (
    <Modal
      title={`批量移动 ${ids.length} 道题目`}
      open={open}
      onCancel={onClose}
      onOk={() => void move()}
      okText="移动"
      cancelText="取消"
      okButtonProps={{ loading: saving }}
      destroyOnHidden
    >
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      <Form layout="vertical">
        <Form.Item label="目标分类" required>
          <ClassificationSelect
            value={target}
            onChange={(v) => {
              setTarget(v);
              setError(undefined);
            }}
            placeholder="选择要移到的分类"
            extra={NONE_OPTION}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
