import { SITE_CONTACT_ID, siteContactScript } from '@kaamkaj/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSiteContact } from './config';

const SENT = {
  support_phone: '98765 43210',
  support_email: 'madad@example.in',
  company_address: 'Shop 4, Main Road, Indore',
};

function Contact() {
  const contact = useSiteContact();
  return <p>{contact ? `${contact.support_phone} | ${contact.support_email}` : 'none yet'}</p>;
}

/** /api/config answers `answer` once `release` is called (never, if it is not). */
function start(answer: Record<string, unknown>) {
  let release = () => {};
  const answered = new Promise<void>((resolve) => {
    release = resolve;
  });
  vi.stubGlobal('fetch', async () => {
    await answered;
    return {
      ok: true,
      status: 200,
      json: async () => ({ success: true, data: answer }),
    } as Response;
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Contact />
    </QueryClientProvider>,
  );
  return release;
}

/** The data block every page of the build carries (web/vite.config.ts, the server fills it). */
function sendPageWith(script: string) {
  document.body.insertAdjacentHTML('beforeend', script);
}

afterEach(() => {
  cleanup();
  document.getElementById(SITE_CONTACT_ID)?.remove();
  vi.unstubAllGlobals();
});

// issue 16 item 2: the footer and #contact show what the page was sent with, not late
describe('useSiteContact', () => {
  it('gives the details the page was sent with before /api/config has answered', async () => {
    sendPageWith(siteContactScript(SENT));
    start({ ...SENT, version: '1' });
    expect(screen.getByText('98765 43210 | madad@example.in')).toBeTruthy();
  });

  it("gives the server's details once /api/config answers", async () => {
    sendPageWith(siteContactScript(SENT));
    const release = start({ ...SENT, support_phone: '1800 000 1111', version: '1' });
    release();
    expect(await screen.findByText('1800 000 1111 | madad@example.in')).toBeTruthy();
  });

  it('waits for /api/config on a page sent without them', async () => {
    const release = start({ ...SENT, version: '1' });
    expect(screen.getByText('none yet')).toBeTruthy();
    release();
    expect(await screen.findByText('98765 43210 | madad@example.in')).toBeTruthy();
  });

  it('ignores a data block that is not the details', async () => {
    sendPageWith(
      `<script type="application/json" id="${SITE_CONTACT_ID}">{"support_phone":1}</script>`,
    );
    start({});
    expect(screen.getByText('none yet')).toBeTruthy();
    document.getElementById(SITE_CONTACT_ID)?.remove();
    sendPageWith(`<script type="application/json" id="${SITE_CONTACT_ID}">{not json</script>`);
    cleanup();
    start({});
    expect(screen.getByText('none yet')).toBeTruthy();
  });
});
