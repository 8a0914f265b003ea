import { TrophyOutlined } from '@ant-design/icons';
import { Image } from 'antd';
import { fileUrl } from '../../../../components/file-url.ts';
import { useBrand } from '../../../../hooks/use-sys-config.ts';

const BOX = { width: 72, height: 44, borderRadius: 4 };

/** A contest's cover in the list; a trophy placeholder when it has none. */
export function CoverThumb({ path, alt }: { path: string | null; alt: string }) {
  const { config } = useBrand();
  const url = fileUrl(path ?? undefined, config);
  if (!url)
    return (
      <div
        role="img"
        aria-label={`${alt}（无封面）`}
        style={{ ...BOX, background: '#fff7e6', color: '#fa8c16', display: 'grid', placeItems: 'center' }}
      >
        <TrophyOutlined />
      </div>
    );
  return (
    <Image src={url} alt={alt} width={BOX.width} height={BOX.height} style={{ ...BOX, objectFit: 'cover' }} />
  );
}
