import { PictureOutlined } from '@ant-design/icons';
import { App, Button, Upload } from 'antd';
import { useState } from 'react';
import { uploadProblem } from '../../../../admin/crud/upload-check.ts';
import { uploadFile } from '../../../ops/api/files.ts';

/** Uploads a new map image and hands its stored path over. */
export function MapImageUpload({
  hasMap,
  onUploaded,
}: {
  hasMap: boolean;
  onUploaded: (path: string) => Promise<void>;
}) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  return (
    <Upload
      accept="image/*"
      showUploadList={false}
      beforeUpload={(file) => {
        const problem = uploadProblem(file, 'image');
        if (problem) {
          message.warning(problem);
          return Upload.LIST_IGNORE;
        }
        return true;
      }}
      customRequest={async ({ file, onSuccess, onError }) => {
        setBusy(true);
        try {
          const path = await uploadFile(file as File, { biz: 'teaching/course' });
          await onUploaded(path);
          onSuccess?.(path);
        } catch (error) {
          // The API client has already shown why.
          onError?.(error as Error);
        } finally {
          setBusy(false);
        }
      }}
    >
      <Button type={hasMap ? 'default' : 'primary'} icon={<PictureOutlined />} loading={busy}>
        {hasMap ? '更换地图' : '上传地图'}
      </Button>
    </Upload>
  );
}
