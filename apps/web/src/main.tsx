import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { reloadOnceForChunkError } from './app/lazy-page.ts';
import './app/global.css';

// Vite reports failed preloads of CSS or JS dependencies here (typically after a new deployment).
window.addEventListener('vite:preloadError', (event) => {
  if (reloadOnceForChunkError((event as Event & { payload?: unknown }).payload)) event.preventDefault();
});

const root = document.getElementById('root');
if (!root) throw new Error('缺少 #root 挂载点');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
