import { Carousel, Typography } from 'antd';
import type { SysConfig } from '../../../../api/types.ts';
import defaultLogo from '../../../../assets/logo.svg';
import { fileUrl } from '../../../../components/file-url.ts';
import { SafeHtml } from '../../../../components/safe-html.tsx';

/** How the login page header, home background, banner and footer will look with these settings. */
export function ConfigPreview({ config }: { config: SysConfig }) {
  const banners = (config.banner ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const background = fileUrl(config.file_homeBg, config);
  return (
    <div
      className="ck-config-preview"
      style={{
        borderRadius: 8,
        padding: 24,
        backgroundColor: config.homeBgColor || '#f0f2f5',
        backgroundImage: background ? `url("${background}")` : undefined,
        backgroundRepeat: config.homeBgRepeat || 'no-repeat',
        backgroundSize: background && config.homeBgRepeat === 'no-repeat' ? 'cover' : undefined,
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 12, justifyContent: 'center' }}>
        <img src={fileUrl(config.logo, config) || defaultLogo} alt="" style={{ height: 40 }} />
        <Typography.Title level={3} style={{ margin: 0 }}>
          {config.brandName || '（未填写品牌名称）'}
        </Typography.Title>
      </div>
      <Typography.Paragraph type="secondary" style={{ textAlign: 'center', marginTop: 8 }}>
        {config.brandDesc}
      </Typography.Paragraph>
      {banners.length > 0 && (
        <Carousel autoplay autoplaySpeed={5000} speed={800} style={{ margin: '16px 0' }}>
          {banners.map((b) => (
            <div key={b}>
              <img
                src={fileUrl(b, config)}
                alt=""
                style={{ width: '100%', height: 180, objectFit: 'cover' }}
              />
            </div>
          ))}
        </Carousel>
      )}
      <div style={{ textAlign: 'center', fontSize: 13, color: 'rgba(0,0,0,0.45)', marginTop: 16 }}>
        <SafeHtml html={config.footer} />
      </div>
    </div>
  );
}
