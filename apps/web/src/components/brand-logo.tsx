import type { CSSProperties } from 'react';
import defaultLogo from '../assets/logo.svg';
import { useBrand } from '../hooks/use-sys-config.ts';
import { fileUrl } from './file-url.ts';

/** The configured logo, falling back to the bundled default image (SPEC §1). */
export function BrandLogo({
  size = 32,
  style,
  dark = false,
}: {
  size?: number;
  style?: CSSProperties;
  dark?: boolean;
}) {
  const { name, config } = useBrand();
  const src = fileUrl(dark ? config.logo2 || config.logo : config.logo, config) ?? defaultLogo;
  return (
    <img
      src={src}
      alt={name}
      width={size}
      height={size}
      style={{ objectFit: 'contain', flex: 'none', ...style }}
      onError={(e) => {
        const img = e.currentTarget;
        if (img.dataset.fallback) return;
        img.dataset.fallback = '1';
        img.src = defaultLogo;
      }}
    />
  );
}
