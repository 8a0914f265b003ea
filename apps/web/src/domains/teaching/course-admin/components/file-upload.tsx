import { UploadOutlined } from '@ant-design/icons';
import { App, Button, Upload, type UploadFile } from 'antd';
import { useRef, useState } from 'react';
import { storedFileName } from '../../../../admin/crud/upload-check.ts';
import { fileUrl } from '../../../../components/file-url.ts';
import { useBrand } from '../../../../hooks/use-sys-config.ts';
import { uploadFile } from '../../../ops/api/files.ts';
import { extensionProblem } from '../unit-form.ts';

interface BaseProps {
  /** Extensions with dots, `.sb3,.py`. */
  accept: string;
  label: string;
  /** Storage folder of the uploads. */
  biz: string;
  id?: string;
  disabled?: boolean;
}

interface SingleProps extends BaseProps {
  multiple?: false;
  /** Injected by Form.Item: the stored path, '' once removed. */
  value?: string | null;
  onChange?: (path: string) => void;
}

interface MultipleProps extends BaseProps {
  multiple: true;
  /** Injected by Form.Item: the stored paths. */
  value?: string[];
  onChange?: (paths: string[]) => void;
  max?: number;
}

/**
 * A file field of the course forms: one file (or several with `multiple`) uploaded through
 * `/sys/common/upload`, restricted to the accepted extensions; the field keeps the stored paths.
 */
export function FileUpload(props: SingleProps | MultipleProps) {
  const { accept, label, biz, id, disabled } = props;
  const { message } = App.useApp();
  const { config } = useBrand();
  const [pending, setPending] = useState<UploadFile[]>([]);
  const paths = props.multiple ? (props.value ?? []) : props.value ? [props.value] : [];
  const max = props.multiple ? (props.max ?? 20) : 1;
  // Uploads finish one after another: each adds to the list as it is then, not as it was when picked.
  const latest = useRef(paths);
  latest.current = paths;

  const stored: UploadFile[] = paths.map((path) => ({
    uid: path,
    name: storedFileName(path),
    status: 'done',
    url: fileUrl(path, config),
  }));
  const emit = (next: string[]) => {
    latest.current = next;
    if (props.multiple) props.onChange?.(next);
    else props.onChange?.(next[0] ?? '');
  };

  return (
    <Upload
      id={id}
      accept={accept}
      multiple={props.multiple}
      disabled={disabled}
      fileList={[...stored, ...pending]}
      beforeUpload={(file) => {
        const problem = file.size <= 0 ? '不能上传空文件' : extensionProblem(file.name, accept);
        if (problem) {
          message.warning(problem);
          return Upload.LIST_IGNORE;
        }
        return true;
      }}
      customRequest={async ({ file, onSuccess, onError }) => {
        const picked = file as File;
        const uid = `pending-${picked.name}-${Date.now()}`;
        setPending((list) => [...list, { uid, name: picked.name, status: 'uploading', percent: 50 }]);
        try {
          const path = await uploadFile(picked, { biz });
          // A single field replaces its file; a list grows up to its limit.
          emit(props.multiple ? [...latest.current, path].slice(-max) : [path]);
          onSuccess?.(path);
        } catch (error) {
          // The API client has already shown why the server refused the file.
          onError?.(error as Error);
        } finally {
          setPending((list) => list.filter((f) => f.uid !== uid));
        }
      }}
      onRemove={(file) => {
        emit(latest.current.filter((p) => p !== file.uid));
        return true;
      }}
    >
      <Button icon={<UploadOutlined />} disabled={disabled || (props.multiple && paths.length >= max)}>
        {!props.multiple && paths.length ? `重新上传${label}` : `上传${label}`}
      </Button>
      <span style={{ marginLeft: 8, color: 'rgba(0,0,0,0.45)', fontSize: 12 }}>
        {accept.replaceAll(',', ' ')}
      </span>
    </Upload>
  );
}
