import type { UserDepart } from '@ck/shared';
import { useQuery } from '@tanstack/react-query';
import { Form, Select, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { HttpError } from '../../../api/http-errors.ts';
import { useFeedback } from '../../../app/use-feedback.ts';
import { GenericModal } from '../../../components/generic-modal.tsx';
import { useSession } from '../../../stores/session-store.ts';
import { fetchCurrentDeparts, selectDepart } from '../api/session.ts';
import { NO_DEPART_TEXT } from './depart-texts.ts';

interface DepartSelectModalProps {
  open: boolean;
  /** Departments from the login answer; without them the current user's departments are fetched. */
  departs?: UserDepart[];
  /** At login the choice is mandatory, so the dialog cannot be dismissed. */
  mandatory?: boolean;
  onDone: () => void;
  onCancel?: () => void;
}

/** Department selection (SPEC §2, §5): confirming without a choice puts the select in error state. */
export function DepartSelectModal({
  open,
  departs,
  mandatory = false,
  onDone,
  onCancel,
}: DepartSelectModalProps) {
  const { message } = useFeedback();
  const setUserInfo = useSession((s) => s.setUserInfo);
  const [orgCode, setOrgCode] = useState<string>();
  const [invalid, setInvalid] = useState(false);
  const [saving, setSaving] = useState(false);
  const current = useQuery({
    queryKey: ['current-departs'],
    queryFn: fetchCurrentDeparts,
    enabled: open && !departs,
    staleTime: 0,
  });
  const list = departs ?? current.data?.list ?? [];

  useEffect(() => {
    if (!open) return;
    setInvalid(false);
    setOrgCode(departs ? undefined : current.data?.orgCode || undefined);
  }, [open, departs, current.data?.orgCode]);

  useEffect(() => {
    if (open && !departs && current.isSuccess && current.data.list.length === 0) {
      message.warning(NO_DEPART_TEXT);
      onCancel?.();
    }
  }, [open, departs, current.isSuccess, current.data, message, onCancel]);

  const confirm = async () => {
    if (!orgCode) {
      setInvalid(true);
      return;
    }
    setSaving(true);
    try {
      const { userInfo } = await selectDepart(orgCode);
      if (userInfo) setUserInfo(userInfo);
      message.success('部门切换成功');
      onDone();
    } catch (error) {
      message.error(error instanceof HttpError ? error.message : '部门切换失败');
    } finally {
      setSaving(false);
    }
  };

  return (
    <GenericModal
      title={mandatory ? '请选择登录部门' : '切换部门'}
      open={open}
      width={460}
      switchFullscreen={false}
      closable={!mandatory}
      mask={{ closable: !mandatory }}
      keyboard={!mandatory}
      okText="确认"
      cancelText="取消"
      cancelButtonProps={mandatory ? { style: { display: 'none' } } : undefined}
      confirmLoading={saving}
      onOk={confirm}
      onCancel={() => onCancel?.()}
      destroyOnHidden
    >
      <Spin spinning={!departs && current.isLoading}>
        <p style={{ color: 'rgba(0,0,0,0.45)' }}>
          {mandatory
            ? '您属于多个部门，请选择本次登录所在的部门。'
            : '选择要切换到的部门，切换后数据范围随之变化。'}
        </p>
        <Form layout="vertical">
          <Form.Item
            label="部门"
            required
            validateStatus={invalid ? 'error' : undefined}
            help={invalid ? '请选择部门' : undefined}
          >
            <Select
              value={orgCode}
              status={invalid ? 'error' : undefined}
              placeholder="请选择部门"
              options={list.map((d) => ({ value: d.orgCode, label: d.departName }))}
              onChange={(value: string) => {
                setOrgCode(value);
                setInvalid(false);
              }}
            />
          </Form.Item>
        </Form>
      </Spin>
    </GenericModal>
  );
}
