import { useEffect } from 'react';
import { go, inAppDepth } from '../router/navigation.tsx';

/** The bar of an inner page: back and the title. */
export function TopBar({ title }: { title: string }) {
  useEffect(() => {
    document.title = title;
  }, [title]);
  const back = () => {
    // Back within the companion; a page opened directly (a shared link) goes to the home page instead.
    if (inAppDepth() > 0) window.history.back();
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
