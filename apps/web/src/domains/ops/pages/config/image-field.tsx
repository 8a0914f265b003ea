import { UploadOutlined } from '@ant-design/icons';
import { App, Button, Image, Input, Space, Upload } from 'antd';
import { fileUrl } from '../../../../components/file-url.ts';
import { uploadFile } from '../../api/files.ts';

interface ImageFieldProps {
  value?: string;
  onChange?: (value: string) => void;
  /** Append uploads to a comma-separated list instead of replacing the value. */
  multiple?: boolean;
  id?: string;
}

/** A stored image reference: typed as a path or URL, or uploaded, with thumbnails. */
export function ImageField({ value = '', onChange, multiple, id }: ImageFieldProps) {
  const { message } = App.useApp();
  const refs = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Space.Compact style={{ width: '100%' }}>
        <Input
          id={id}
          value={value}
          onChange={(e) => onChange?.(e.target.value)}
          placeholder="图片路径或 http(s) 地址"
        />
        <Upload
          accept="image/*"
          showUploadList={false}
          customRequest={async ({ file, onSuccess, onError }) => {
            try {
              const path = await uploadFile(file as File, { biz: 'config' });
              onChange?.(multiple && value.trim() ? `${value.trim()},${path}` : path);
              message.success('图片已上传，保存后生效');
              onSuccess?.(path);
            } catch (err) {
              onError?.(err as Error);
            }
          }}
        >
          <Button icon={<UploadOutlined />}>上传</Button>
        </Upload>
      </Space.Compact>
      {refs.length > 0 && (
        <Image.PreviewGroup>
          <Space wrap>
            {refs.map((ref) => (
              <Image key={ref} src={fileUrl(ref)} height={56} style={{ objectFit: 'contain' }} alt="" />
            ))}
          </Space>
        </Image.PreviewGroup>
      )}
    </Space>
  );
}
