import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { useEffect } from 'react';
import { BrowserRouter } from 'react-router';
import { CustomAssets } from '../components/custom-assets.tsx';
import { FONT_FAMILY } from '../components/font-stack.ts';
import { AiPanelHost } from '../domains/ai/components/ai-panel-host.tsx';
import { BrandTheme } from '../domains/tenant/components/brand-theme.tsx';
import { useReducedMotion } from '../hooks/use-reduced-motion.ts';
import { usePrefs } from '../stores/prefs-store.ts';
import { AppFrame } from './app-frame.tsx';
import { AppRoutes } from './app-routes.tsx';
import { NavigatorBridge } from './navigator-bridge.tsx';
import { queryClient } from './query-client.ts';
import { RouteGuard } from './route-guard.tsx';

dayjs.locale('zh-cn');

/** Colour-weak mode inverts the page like the original product's `colorWeak` class. */
function useColorWeak(enabled: boolean): void {
  useEffect(() => {
    document.documentElement.style.filter = enabled ? 'invert(80%)' : '';
  }, [enabled]);
}

export function App() {
  const primaryColor = usePrefs((s) => s.primaryColor);
  const colorWeak = usePrefs((s) => s.colorWeak);
  const reducedMotion = useReducedMotion();
  useColorWeak(colorWeak);
  return (
    <ConfigProvider
      locale={zhCN}
      theme={{
        token: {
          colorPrimary: primaryColor,
          colorInfo: primaryColor,
          borderRadius: 6,
          fontFamily: FONT_FAMILY,
          motion: !reducedMotion,
        },
        components: {
          Layout: { headerBg: '#ffffff', headerHeight: 56, headerPadding: '0 16px', bodyBg: '#f0f2f5' },
        },
      }}
    >
      <AppFrame>
        <QueryClientProvider client={queryClient}>
          <CustomAssets />
          <BrandTheme>
            <BrowserRouter>
              <NavigatorBridge />
              <RouteGuard>
                <AppRoutes />
              </RouteGuard>
              <AiPanelHost />
            </BrowserRouter>
          </BrandTheme>
        </QueryClientProvider>
      </AppFrame>
    </ConfigProvider>
  );
}
