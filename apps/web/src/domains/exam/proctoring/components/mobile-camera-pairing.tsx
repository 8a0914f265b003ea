import { MobileOutlined, ReloadOutlined } from '@ant-design/icons';
import type { MobilePairingResult } from '@ck/shared';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Modal, Typography } from 'antd';
import { useState } from 'react';
import { errorText } from '../../../../api/http-errors.ts';
import { QrCode } from '../../../../components/qr-code.tsx';
import { proctoringApi } from '../api.ts';
import '../proctoring.css';

export interface MobileCameraPairingProps {
  userPaperId: string;
  /** Button size, to match the exam page's toolbar. */
  size?: 'small' | 'middle' | 'large';
}

/**
 * "手机侧拍": asks the server for a pairing link and shows it as a QR code for the student's phone.
 * A new link replaces the previous one; an unused link expires after 10 minutes.
 */
export function MobileCameraPairing({ userPaperId, size }: MobileCameraPairingProps) {
  const [open, setOpen] = useState(false);
  const pairing = useMutation<MobilePairingResult>({
    mutationFn: () => proctoringApi.mobilePairing(userPaperId),
  });
  const show = () => {
    setOpen(true);
    pairing.mutate();
  };
  const url = pairing.data ? new URL(pairing.data.pairUrl, window.location.origin).toString() : '';

  return (
    <>
      <Button icon={<MobileOutlined />} size={size} onClick={show}>
        手机侧拍
      </Button>
      <Modal
        open={open}
        title="手机侧拍"
        onCancel={() => setOpen(false)}
        footer={
          <Button icon={<ReloadOutlined />} loading={pairing.isPending} onClick={() => pairing.mutate()}>
            重新生成二维码
          </Button>
        }
        destroyOnHidden
      >
        <div className="xp-qr">
          {pairing.isError && (
            <Alert type="error" showIcon title={errorText(pairing.error, '生成二维码失败，请重试')} />
          )}
          {pairing.isPending && <Typography.Text type="secondary">正在生成二维码…</Typography.Text>}
          {pairing.data && (
            <>
              <QrCode text={url} title="手机侧拍二维码" />
              <Typography.Text>
                请用手机扫描二维码，允许使用摄像头后，把手机放在身体侧后方，拍到自己和电脑屏幕。
              </Typography.Text>
              <Typography.Text type="secondary">
                二维码有效期至 {pairing.data.expiresAt ?? '考试结束'}
                ；扫码后在答题期间一直有效。重新生成后旧二维码失效。
              </Typography.Text>
            </>
          )}
        </div>
      </Modal>
    </>
  );
}
