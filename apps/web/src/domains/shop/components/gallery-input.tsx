import { PlusOutlined } from '@ant-design/icons';
import { App, Upload, type UploadFile } from 'antd';
import { useRef, useState } from 'react';
import { uploadProblem } from '../../../admin/crud/upload-check.ts';
import { fileUrl } from '../../../components/file-url.ts';
import { useBrand } from '../../../hooks/use-sys-config.ts';
import { uploadFile } from '../../ops/api/files.ts';

const MAX = 9;

interface GalleryInputProps {
  /** Injected by Form.Item: stored image paths, one per line. */
  value?: string;
  onChange?: (value: string) => void;
  id?: string;
}

/** The goods gallery: up to nine pictures uploaded one by one; the field keeps their paths, one per line. */
export function GalleryInput({ value, onChange, id }: GalleryInputProps) {
  const { message } = App.useApp();
  const { config } = useBrand();
  const [uploading, setUploading] = useState(0);
  const paths = (value ?? '')
    .split(/\r?\n/)
    .map((s) => s.trim())
    .filter(Boolean);
  // Several pictures may finish in any order: each adds to the latest list, not the one it started with.
  const latest = useRef(paths);
  latest.current = paths;
  const files: UploadFile[] = paths.map((p) => ({
    uid: p,
    name: p.split('/').pop() ?? p,
    status: 'done',
    url: fileUrl(p, config),
    thumbUrl: fileUrl(p, config),
  }));
  return (
    <Upload
      id={id}
      listType="picture-card"
      accept="image/*"
      multiple
      fileList={files}
      beforeUpload={(file) => {
        const problem = uploadProblem(file, 'image');
        if (!problem) return true;
        message.warning(problem);
        return Upload.LIST_IGNORE;
      }}
      onRemove={(file) => {
        onChange?.(paths.filter((p) => p !== file.uid).join('\n'));
        return false;
      }}
      customRequest={async ({ file, onSuccess, onError }) => {
        setUploading((n) => n + 1);
        try {
          const path = await uploadFile(file as File, { biz: 'teaching/teachingProduct' });
          const next = [...latest.current, path].slice(0, MAX);
          latest.current = next;
          onChange?.(next.join('\n'));
          onSuccess?.(path);
        } catch (error) {
          onError?.(error as Error);
        } finally {
          setUploading((n) => n - 1);
        }
      }}
    >
      {paths.length + uploading < MAX && (
        <button type="button" style={{ border: 0, background: 'none' }}>
          <PlusOutlined />
          <div style={{ marginTop: 8 }}>上传</div>
        </button>
      )}
    </Upload>
  );
}
