import { vi } from 'vitest';

/** A JSON answer, or a file when `file` is given (the resume PDF). */
export type Reply = { status: number; body: unknown; file?: { type: string; name: string } };
type Handler = (body: Record<string, unknown>, init: RequestInit) => Reply;

/** A fetch stand-in answering by "METHOD /path"; every call is recorded. */
export function fakeServer(routes: Record<string, Handler>) {
  const calls: { key: string; url: string; init: RequestInit; body: Record<string, unknown> }[] =
    [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const path = url.split('?')[0] ?? url;
    const key = `${init.method ?? 'GET'} ${path}`;
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : {};
    calls.push({ key, url, init, body });
    const reply = routes[key]?.(body, init) ?? {
      status: 404,
      body: { success: false, code: 'NOT_FOUND', message: 'Not found' },
    };
    const headers = new Headers({ 'content-type': reply.file?.type ?? 'application/json' });
    if (reply.file) headers.set('content-disposition', `attachment; filename="${reply.file.name}"`);
    return {
      ok: reply.status >= 200 && reply.status < 300,
      status: reply.status,
      headers,
      json: async () => reply.body,
      blob: async () => new Blob([String(reply.body)], { type: reply.file?.type }),
    } as Response;
  });
  return calls;
}

export const ok = (data: unknown, message?: string): Reply => ({
  status: 200,
  body: { success: true, data, message },
});
