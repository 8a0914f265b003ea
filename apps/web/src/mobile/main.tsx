import { createRoot } from 'react-dom/client';
import { MobileApp } from './app.tsx';
import './mobile.css';

const root = document.getElementById('root');
if (root) createRoot(root).render(<MobileApp />);
