import { Alert, Modal, type ModalProps, Spin } from 'antd';
import type { ReactNode } from 'react';

export interface SaveModalProps {
  title: ReactNode;
  open: boolean;
  onClose: () => void;
  /** What `useDialogFormSave` answered: its `submit` runs on 保存, its error shows above the form. */
  save: { saving: boolean; error?: string; submit: () => Promise<void> };
  /** Runs on 保存 instead of `save.submit`, e.g. to show the tab of a wrong field afterwards. */
  onSave?: () => Promise<void>;
  /** Shown instead of the save's error, e.g. with an upload's own error. */
  error?: string;
  okText?: string;
  /** Keeps the save button disabled, e.g. while a file uploads. */
  okDisabled?: boolean;
  /** While the record being edited loads: the form is dimmed and cannot be saved. */
  loading?: { spinning: boolean; text: string };
  width?: number;
  mask?: ModalProps['mask'];
  styles?: ModalProps['styles'];
  children: ReactNode;
}

/** The add/edit dialog of the admin pages whose form the page fills itself: 保存 / 取消 and the error above the form. */
export function SaveModal({
  title,
  open,
  onClose,
  save,
  onSave = save.submit,
  error = save.error,
  okText = '保存',
  okDisabled,
  loading,
  width,
  mask,
  styles,
  children,
}: SaveModalProps) {
  const body = (
    <>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      {children}
    </>
  );
  return (
    <Modal
      title={title}
      open={open}
      onCancel={onClose}
      onOk={() => void onSave()}
      okText={okText}
      cancelText="取消"
      okButtonProps={{ loading: save.saving, disabled: okDisabled || loading?.spinning }}
      width={width}
      mask={mask}
      styles={styles}
      destroyOnHidden
    >
      {loading ? (
        <Spin spinning={loading.spinning} description={loading.text}>
          {body}
        </Spin>
      ) : (
        body
      )}
    </Modal>
  );
}

/** The props of an add/edit dialog of a record. */
export interface EditDialogProps {
  /** null: closed; `{}`: new; `{ id }`: edit. */
  target: { id?: string } | null;
  onClose: () => void;
  onSaved: () => void;
}
