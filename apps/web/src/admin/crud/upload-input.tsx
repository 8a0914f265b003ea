import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { App, Button, Image, Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { fileUrl } from '../../components/file-url.ts';
import { uploadFile } from '../../domains/ops/api/files.ts';
import { useBrand } from '../../hooks/use-sys-config.ts';
import { storedFileName, type UploadKind, uploadProblem } from './upload-check.ts';

interface UploadInputProps {
  kind: UploadKind;
  label: string;
  /** Storage folder of the uploads (`<module>/<resource>`). */
  biz: string;
  /** Injected by Form.Item: the stored path, '' once removed. */
  value?: string;
  onChange?: (path: string) => void;
  id?: string;
}

/**
 * The `image` / `file` form control: one file uploaded through `/sys/common/upload`; the field keeps
 * the returned path. Images show as a picture card with a preview, files as a download link.
 */
export function UploadInput({ kind, label, biz, value, onChange, id }: UploadInputProps) {
  const { message } = App.useApp();
  const { config } = useBrand();
  const [pending, setPending] = useState<UploadFile | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const url = fileUrl(value, config);
  const stored: UploadFile[] =
    value && url ? [{ uid: value, name: storedFileName(value), status: 'done', url, thumbUrl: url }] : [];
  const fileList = pending ? [pending] : stored;
  const image = kind === 'image';

  return (
    <>
      <Upload
        id={id}
        listType={image ? 'picture-card' : 'text'}
        accept={image ? 'image/*' : undefined}
        maxCount={1}
        fileList={fileList}
        beforeUpload={(file) => {
          const problem = uploadProblem(file, kind);
          if (!problem) return true;
          message.warning(problem);
          return Upload.LIST_IGNORE;
        }}
        customRequest={async ({ file, onSuccess, onError }) => {
          const picked = file as File;
          setPending({ uid: `pending-${Date.now()}`, name: picked.name, status: 'uploading', percent: 50 });
          try {
            const path = await uploadFile(picked, { biz });
            onChange?.(path);
            onSuccess?.(path);
          } catch (error) {
            // The API client has already shown why the server refused the file.
            onError?.(error as Error);
          } finally {
            setPending(null);
          }
        }}
        onRemove={() => {
          onChange?.('');
          return true;
        }}
        onPreview={() => (image ? setPreviewing(true) : window.open(url, '_blank', 'noopener'))}
      >
        {image ? (
          fileList.length === 0 && (
            <button type="button" style={{ border: 0, background: 'none', cursor: 'pointer' }}>
              <PlusOutlined />
              <div style={{ marginTop: 8 }}>上传{label}</div>
            </button>
          )
        ) : (
          <Button icon={<UploadOutlined />} loading={!!pending}>
            {value ? '重新上传' : `上传${label}`}
          </Button>
        )}
      </Upload>
      {image && url && (
        <Image
          src={url}
          alt={label}
          styles={{ root: { display: 'none' } }}
          preview={{ open: previewing, onOpenChange: setPreviewing }}
        />
      )}
    </>
  );
}
