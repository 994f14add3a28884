import {
  onlineManager,
  QueryClient,
  QueryClientProvider,
  useInfiniteQuery,
} from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { LoadMore } from './load-more';

/** A list of pages 1, 2, 3 whose next page fails while `fail.next` is true. */
function Pages({ fail }: { fail: { next: boolean } }) {
  const query = useInfiniteQuery({
    queryKey: ['pages'],
    initialPageParam: 1,
    queryFn: async ({ pageParam }) => {
      if (pageParam > 1 && fail.next) throw new Error('network');
      return { page: pageParam };
    },
    getNextPageParam: (last) => (last.page < 3 ? last.page + 1 : undefined),
    retry: false,
  });
  return (
    <>
      <ul>
        {query.data?.pages.map((p) => (
          <li key={p.page}>page {p.page}</li>
        ))}
      </ul>
      <LoadMore query={query} label="Load more jobs" />
    </>
  );
}

function renderPages(fail: { next: boolean }) {
  const client = new QueryClient();
  render(
    <QueryClientProvider client={client}>
      <Pages fail={fail} />
    </QueryClientProvider>,
  );
}

describe('LoadMore', () => {
  afterEach(() => {
    cleanup();
    onlineManager.setOnline(true);
  });

  it('loads the next pages, then leaves when there are none', async () => {
    await i18n.changeLanguage('en');
    renderPages({ next: false });
    await screen.findByText('page 1');
    fireEvent.click(screen.getByRole('button', { name: 'Load more jobs' }));
    await screen.findByText('page 2');
    fireEvent.click(screen.getByRole('button', { name: 'Load more jobs' }));
    await screen.findByText('page 3');
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says a next page failed, keeps the pages shown, and tries again (Hindi)', async () => {
    await i18n.changeLanguage('hi');
    const fail = { next: true };
    renderPages(fail);
    await screen.findByText('page 1');
    fireEvent.click(screen.getByRole('button', { name: 'Load more jobs' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'सूची का अगला हिस्सा लोड नहीं हो सका। अपना इंटरनेट जाँचें और फिर से कोशिश करें।',
    );
    expect(screen.getByText('page 1')).toBeTruthy();
    fail.next = false;
    fireEvent.click(screen.getByRole('button', { name: 'फिर से कोशिश करें' }));
    await screen.findByText('page 2');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Load more jobs' })).toBeTruthy();
  });

  it('offline, says the rest comes when the network does, and sends it then', async () => {
    await i18n.changeLanguage('en');
    renderPages({ next: false });
    await screen.findByText('page 1');
    onlineManager.setOnline(false);
    fireEvent.click(screen.getByRole('button', { name: 'Load more jobs' }));
    const status = await screen.findByRole('status');
    expect(status.textContent).toBe(
      'No internet. The rest of the list loads by itself when you are online.',
    );
    expect((screen.getByRole('button') as HTMLButtonElement).disabled).toBe(true);
    onlineManager.setOnline(true);
    await screen.findByText('page 2');
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  });
});
