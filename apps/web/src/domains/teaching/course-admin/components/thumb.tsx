import { PictureOutlined } from '@ant-design/icons';
import { Image } from 'antd';
import { fileUrl } from '../../../../components/file-url.ts';
import { useBrand } from '../../../../hooks/use-sys-config.ts';

/** A small picture of a stored image (a course cover, a unit cover), a placeholder when there is none. */
export function Thumb({
  path,
  alt,
  width = 72,
  height = 44,
}: {
  path?: string | null;
  alt: string;
  width?: number;
  height?: number;
}) {
  const { config } = useBrand();
  const url = fileUrl(path ?? undefined, config);
  const box = { width, height, borderRadius: 4 };
  if (!url)
    return (
      <div
        role="img"
        aria-label={`${alt}（无图片）`}
        style={{ ...box, background: '#f5f5f5', color: '#bfbfbf', display: 'grid', placeItems: 'center' }}
      >
        <PictureOutlined />
      </div>
    );
  return <Image src={url} alt={alt} width={width} height={height} style={{ ...box, objectFit: 'cover' }} />;
}
