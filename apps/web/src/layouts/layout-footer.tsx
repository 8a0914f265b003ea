import { SafeHtml } from '../components/safe-html.tsx';
import { useBrand } from '../hooks/use-sys-config.ts';

/** The configured footer HTML (sanitised), or a plain copyright line. */
export function LayoutFooter({ dark = false }: { dark?: boolean }) {
  const { name, config } = useBrand();
  const color = dark ? 'rgba(255,255,255,0.65)' : 'rgba(0,0,0,0.45)';
  return (
    <div style={{ textAlign: 'center', fontSize: 13, color, padding: '16px 0' }}>
      {config.footer ? (
        <SafeHtml className="ck-footer-html" html={config.footer} />
      ) : (
        <span>
          Copyright © {new Date().getFullYear()} {name}
        </span>
      )}
    </div>
  );
}
