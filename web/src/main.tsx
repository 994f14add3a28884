// First: no zod schema may be built before this (issue 15 item 7, the CSP refuses eval).
import './lib/zod-jitless';
// Self-hosted fonts, only the scripts and weights the app uses (spec 000 §1: Hindi must render).
// Bold text uses the 600 face: a third weight would cost another 50 KB on a slow network.
import '@fontsource/noto-sans-devanagari/devanagari-400.css';
import '@fontsource/noto-sans-devanagari/devanagari-600.css';
import '@fontsource/noto-sans/latin-400.css';
import '@fontsource/noto-sans/latin-600.css';
import './index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { revealErrorsOnSubmit } from './lib/forms/reveal-errors';
import { registerServiceWorker } from './lib/pwa/register';

revealErrorsOnSubmit(); // issue 14 item 9: every form's first error is shown and focused
// issue 16 item 5: installable, with an offline shell; no worker under vite dev (stale code)
if (import.meta.env.PROD) registerServiceWorker();

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
