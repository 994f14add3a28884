import { type Envelope, type QueryValue, request } from '../../../lib/http';
import { ADMIN_PAGE_SIZE, type Page } from './types';

/** GET one page of an /admin list; lists show their own error, so no toast. */
export function fetchPage<T>(
  path: string,
  query: Record<string, QueryValue>,
  signal: AbortSignal,
): Promise<Page<T>> {
  return request<Envelope<T[]>>(path, { query, toast: false, signal }).then((body) => ({
    items: body.data ?? [],
    count: body.count ?? body.data?.length ?? 0,
    capped: body.count_capped ?? false,
  }));
}

/** The next page number while the last page came back full, else none. */
export function nextPageOf<T>(last: Page<T>, pages: Page<T>[]): number | undefined {
  return last.items.length >= ADMIN_PAGE_SIZE ? pages.length : undefined;
}

/** Every query of the console starts with this key, so a decision can refresh them all. */
export const ADMIN_KEY = 'admin';
