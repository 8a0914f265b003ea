import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { useBrand } from '../../../hooks/use-sys-config.ts';
import { DEFAULT_PREFS, usePrefs } from '../../../stores/prefs-store.ts';

/**
 * A tenant's brand colour for its signed-in users, unless the user picked their own colour in the
 * theme settings (their choice wins).
 */
export function BrandTheme({ children }: { children: ReactNode }) {
  const { config } = useBrand();
  const chosen = usePrefs((s) => s.primaryColor);
  const brand = config.brandColor;
  if (!brand || chosen !== DEFAULT_PREFS.primaryColor) return children;
  return (
    <ConfigProvider theme={{ token: { colorPrimary: brand, colorInfo: brand } }}>{children}</ConfigProvider>
  );
}
