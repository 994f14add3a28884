import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { notificationsQuery } from '../../features/notifications/api/get-notifications';
import { configQuery } from '../../lib/config';
import { BACKGROUND } from '../../lib/query-client';
import { RequestProgressBar } from './loader';

afterEach(cleanup);

/** A fetch that answers when told to. */
function pending<T>(value: T) {
  let answer = () => {};
  const promise = new Promise<T>((resolve) => {
    answer = () => resolve(value);
  });
  return { fn: () => promise, answer };
}

const bar = (container: HTMLElement) => container.querySelector('.animate-progress');

/** Past the query cache's batched notices (a zero timeout), so the bar has had its chance. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

describe('RequestProgressBar (spec 000 §2.3)', () => {
  it('shows while a request the reader waits on is in flight, and goes when it answers', async () => {
    const client = new QueryClient();
    const { container } = render(
      <QueryClientProvider client={client}>
        <RequestProgressBar />
      </QueryClientProvider>,
    );
    expect(bar(container)).toBeNull();
    const feed = pending({ data: [] });
    let fetched: Promise<unknown> = Promise.resolve();
    await act(async () => {
      fetched = client.fetchQuery({ queryKey: ['feed'], queryFn: feed.fn });
    });
    await waitFor(() => expect(bar(container)).not.toBeNull());
    await act(async () => {
      feed.answer();
      await fetched;
    });
    await settle();
    expect(bar(container)).toBeNull();
    expect(client.getQueryData(['feed'])).toEqual({ data: [] });
  });

  it('stays hidden for the background ones: the version check and the badge (issue 16 item 4)', async () => {
    expect(configQuery.meta).toEqual(BACKGROUND);
    expect(notificationsQuery(0).meta).toEqual(BACKGROUND);
    const client = new QueryClient();
    const { container } = render(
      <QueryClientProvider client={client}>
        <RequestProgressBar />
      </QueryClientProvider>,
    );
    const version = pending({ version: '9.9.9' });
    await act(async () => {
      void client.fetchQuery({ queryKey: ['config'], queryFn: version.fn, meta: BACKGROUND });
    });
    await settle();
    expect(client.isFetching()).toBe(1);
    expect(bar(container)).toBeNull();
    // a waited request beside it still shows the bar
    const feed = pending({ data: [] });
    await act(async () => {
      void client.fetchQuery({ queryKey: ['feed'], queryFn: feed.fn });
    });
    await waitFor(() => expect(bar(container)).not.toBeNull());
    await act(async () => {
      feed.answer();
      version.answer();
    });
    await settle();
    expect(bar(container)).toBeNull();
    expect(client.getQueryData(['config'])).toEqual({ version: '9.9.9' });
  });
});
