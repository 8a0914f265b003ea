import { useEffect } from 'react';
import { go } from '../router/navigation.tsx';

/** The bar of an inner page: back (history, or home when opened directly) and the title. */
export function TopBar({ title }: { title: string }) {
  useEffect(() => {
    document.title = title;
  }, [title]);
  const back = () => {
    if (window.history.length > 1 && document.referrer.startsWith(window.location.origin))
      window.history.back();
    else go('/m/');
  };
  return (
    <header className="m-topbar no-print">
      <button type="button" className="m-back" onClick={back} aria-label="返回">
        ‹
      </button>
      <h1>{title}</h1>
      <span className="m-back-spacer" />
    </header>
  );
}
