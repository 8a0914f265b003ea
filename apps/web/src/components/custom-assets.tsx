import { useEffect } from 'react';
import { useSysConfig } from '../hooks/use-sys-config.ts';

const STYLE_ID = 'ck-custom-css';
const SCRIPT_ID = 'ck-custom-js';

/**
 * Applies the administrator's custom CSS and JS from the system configuration. Only holders of
 * `system:config:edit` can set them; the JS runs once per page load, like a site statistics snippet.
 */
export function CustomAssets() {
  const { data } = useSysConfig();
  const css = (data as { customCss?: string } | undefined)?.customCss ?? '';
  const js = (data as { customJS?: string } | undefined)?.customJS ?? '';

  useEffect(() => {
    let style = document.getElementById(STYLE_ID);
    if (!css) {
      style?.remove();
      return;
    }
    if (!style) {
      style = document.createElement('style');
      style.id = STYLE_ID;
      document.head.appendChild(style);
    }
    style.textContent = css;
  }, [css]);

  useEffect(() => {
    if (!js || document.getElementById(SCRIPT_ID)) return;
    const script = document.createElement('script');
    script.id = SCRIPT_ID;
    script.textContent = js;
    document.body.appendChild(script);
  }, [js]);

  return null;
}
