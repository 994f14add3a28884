// First: no zod schema may be built before this (issue 15 item 7, the CSP refuses eval).
import './lib/zod-jitless';
// Self-hosted fonts (spec 000 §1: Hindi must render), subset to what the app shows (issue 16
// item 1, scripts/subset-fonts.mjs): 55 KB on any page, from 128 KB.
import './fonts/fonts.css';
import './index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startFirstRequests } from './app/first-requests';
import { revealErrorsOnSubmit } from './lib/forms/reveal-errors';
import { registerServiceWorker } from './lib/pwa/register';

revealErrorsOnSubmit(); // issue 14 item 9: every form's first error is shown and focused
// issue 16 item 5: installable, with an offline shell; no worker under vite dev (stale code)
if (import.meta.env.PROD) registerServiceWorker();

startFirstRequests(); // issue 16 item 3: /jobs asks for its code and data at once

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
