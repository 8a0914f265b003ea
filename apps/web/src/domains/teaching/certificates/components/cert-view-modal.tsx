import { DownloadOutlined, FilePdfOutlined } from '@ant-design/icons';
import type { MyCert } from '@ck/shared';
import { Alert, App, Button, Modal, Space, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { fileUrl } from '../../../../components/file-url.ts';
import { useBrand } from '../../../../hooks/use-sys-config.ts';
import { canvasToPng, drawCertificate, pngToPdf, saveBlob } from '../cert-canvas.ts';
import { downloadName } from '../cert-layout.ts';

interface CertViewModalProps {
  cert: MyCert | null;
  onClose: () => void;
}

/** One certificate drawn on a canvas at full size, shown as an image, downloadable as PNG or PDF. */
export function CertViewModal({ cert, onClose }: CertViewModalProps) {
  const { message } = App.useApp();
  const { config } = useBrand();
  const [png, setPng] = useState<{ blob: Blob; url: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!cert) return;
    let live = true;
    let url: string | null = null;
    setPng(null);
    setError(null);
    drawCertificate(cert.layout, cert.values, fileUrl(cert.layout.background ?? undefined, config))
      .then(canvasToPng)
      .then((blob) => {
        url = URL.createObjectURL(blob);
        if (live) setPng({ blob, url });
      })
      .catch((e: Error) => live && setError(e.message || '证书生成失败'));
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [cert, config]);

  const pdf = async () => {
    if (!cert || !png) return;
    setBusy(true);
    try {
      saveBlob(await pngToPdf(png.blob, cert.layout), downloadName(cert.certName, cert.serialNo, 'pdf'));
    } catch {
      message.error('PDF 生成失败，请稍后重试');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      title={cert?.certName}
      open={!!cert}
      onCancel={onClose}
      width={Math.min(1000, (cert?.layout.width ?? 1000) + 48)}
      footer={
        <Space>
          <Button
            icon={<DownloadOutlined />}
            disabled={!png}
            onClick={() =>
              cert && png && saveBlob(png.blob, downloadName(cert.certName, cert.serialNo, 'png'))
            }
          >
            下载图片
          </Button>
          <Button type="primary" icon={<FilePdfOutlined />} disabled={!png} loading={busy} onClick={pdf}>
            下载 PDF
          </Button>
        </Space>
      }
    >
      {error ? (
        <Alert type="error" showIcon message={error} />
      ) : png ? (
        <img
          src={png.url}
          alt={cert?.certName}
          style={{ width: '100%', display: 'block', boxShadow: '0 1px 6px rgba(0,0,0,0.15)' }}
        />
      ) : (
        <div style={{ textAlign: 'center', padding: 48 }}>
          <Spin tip="正在生成证书…">
            <div style={{ height: 40 }} />
          </Spin>
        </div>
      )}
    </Modal>
  );
}
