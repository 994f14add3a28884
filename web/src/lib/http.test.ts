import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { ApiError } from './api-error';
import { fileNameOf, request, requestBlob } from './http';
import { i18n } from './i18n';
import { forceLogout } from './logout';
import { isOffline } from './network';
import { getItem, setSession } from './session';
import { notify } from './toast';

vi.mock('./toast', () => ({
  notify: { success: vi.fn(), warning: vi.fn(), error: vi.fn(), fileError: vi.fn() },
}));
vi.mock('./logout', () => ({ forceLogout: vi.fn() }));

type Call = { url: string; init: RequestInit };

/** A Response stand-in: the real one refuses status 700, which spec 000 §8 lists. */
function reply(status: number, body: unknown): Response {
  return { ok: status >= 200 && status < 300, status, json: async () => body } as Response;
}

let calls: Call[];
let fetchMock: Mock<(url: string, init: RequestInit) => Promise<Response>>;

function headersOf(call: Call | undefined): Record<string, string> {
  return (call?.init.headers ?? {}) as Record<string, string>;
}

beforeEach(async () => {
  localStorage.clear();
  calls = [];
  fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return fetchMock(url, init);
  });
  await i18n.changeLanguage('en');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(notify.warning).mockClear();
  vi.mocked(notify.error).mockClear();
  vi.mocked(forceLogout).mockClear();
});

const signIn = () => setSession({ authToken: 'old-token', refresh_token: 'refresh-1' });

describe('request: success', () => {
  it('returns the body, sends JSON and the stored bearer token', async () => {
    signIn();
    fetchMock.mockResolvedValueOnce(reply(200, { success: true, data: { id: 1 } }));
    const body = await request('/contact/us', { method: 'POST', body: { name: 'Asha' } });
    expect(body).toEqual({ success: true, data: { id: 1 } });
    expect(calls[0]?.url).toBe('/api/contact/us');
    expect(calls[0]?.init.method).toBe('POST');
    expect(calls[0]?.init.body).toBe('{"name":"Asha"}');
    expect(headersOf(calls[0])).toMatchObject({
      Authorization: 'Bearer old-token',
      'Content-Type': 'application/json',
    });
  });

  it('builds the query string and leaves the bearer out when auth is false', async () => {
    signIn();
    fetchMock.mockResolvedValueOnce(reply(200, { success: true }));
    await request('/notification', { query: { page: 0, skip: undefined }, auth: false });
    expect(calls[0]?.url).toBe('/api/notification?page=0');
    expect(calls[0]?.init.method).toBe('GET');
    expect(headersOf(calls[0]).Authorization).toBeUndefined();
  });
});

describe('request: expired token (spec 000 §8 "jwt expired")', () => {
  it('refreshes with x-refreshtoken, stores the new tokens and retries once', async () => {
    signIn();
    fetchMock
      .mockResolvedValueOnce(
        reply(400, { success: false, code: 'TOKEN_EXPIRED', message: 'jwt expired' }),
      )
      .mockResolvedValueOnce(
        reply(200, { success: true, data: { token: 'new-token', refresh_token: 'refresh-2' } }),
      )
      .mockResolvedValueOnce(reply(200, { success: true, data: 'ok' }));

    const body = await request('/user/');

    expect(body).toEqual({ success: true, data: 'ok' });
    expect(calls.map((c) => c.url)).toEqual(['/api/user/', '/api/auth/refreshtoken', '/api/user/']);
    expect(calls[1]?.init.method).toBe('POST');
    expect(headersOf(calls[1])['x-refreshtoken']).toBe('refresh-1');
    expect(headersOf(calls[2]).Authorization).toBe('Bearer new-token');
    expect(getItem('authToken')).toBe('new-token');
    expect(getItem('refresh_token')).toBe('refresh-2');
    expect(notify.warning).not.toHaveBeenCalled();
  });

  it('shares one refresh between concurrent calls (single-flight)', async () => {
    signIn();
    let releaseRefresh: (r: Response) => void = () => undefined;
    fetchMock.mockImplementation((url: string, init: RequestInit) => {
      if (url === '/api/auth/refreshtoken') {
        return new Promise<Response>((resolve) => {
          releaseRefresh = resolve;
        });
      }
      const auth = (init.headers as Record<string, string>).Authorization;
      return Promise.resolve(
        auth === 'Bearer new-token'
          ? reply(200, { success: true, data: url })
          : reply(400, { success: false, message: 'jwt expired' }),
      );
    });

    const all = Promise.all([request('/a'), request('/b'), request('/c')]);
    await vi.waitFor(() =>
      expect(calls.filter((c) => c.url.endsWith('refreshtoken'))).toHaveLength(1),
    );
    releaseRefresh(
      reply(200, { success: true, data: { token: 'new-token', refresh_token: 'r2' } }),
    );
    const bodies = await all;

    expect(bodies.map((b) => (b as { data: string }).data)).toEqual(['/api/a', '/api/b', '/api/c']);
    expect(calls.filter((c) => c.url.endsWith('refreshtoken'))).toHaveLength(1);
  });

  it('waits for another tab’s refresh under the Web Lock and uses its tokens (issue 15)', async () => {
    signIn();
    let held: () => void = () => undefined;
    const otherTab = new Promise<void>((resolve) => {
      held = resolve;
    });
    // a fake Web Locks API: the other tab holds the lock and stores new tokens before releasing
    const queue: Promise<unknown>[] = [otherTab];
    vi.stubGlobal('navigator', {
      onLine: true,
      locks: {
        request: async (_name: string, fn: () => Promise<unknown>) => {
          await Promise.all(queue);
          return fn();
        },
      },
    });
    fetchMock.mockImplementation((url: string, init: RequestInit) => {
      const auth = (init.headers as Record<string, string>).Authorization;
      return Promise.resolve(
        auth === 'Bearer tab-2-token'
          ? reply(200, { success: true, data: url })
          : reply(400, { success: false, message: 'jwt expired' }),
      );
    });
    const pending = request('/a');
    await new Promise((resolve) => setTimeout(resolve, 10));
    setSession({ authToken: 'tab-2-token', refresh_token: 'refresh-from-tab-2' });
    held();
    expect(await pending).toEqual({ success: true, data: '/api/a' });
    expect(calls.filter((c) => c.url.endsWith('refreshtoken'))).toHaveLength(0);
  });

  it('retries without refreshing when another call already stored a new token', async () => {
    signIn();
    fetchMock.mockImplementationOnce(async () => {
      setSession({ authToken: 'fresh-token' }); // refreshed meanwhile by another call
      return reply(400, { success: false, message: 'jwt expired' });
    });
    fetchMock.mockResolvedValueOnce(reply(200, { success: true }));
    await request('/user/');
    expect(calls.map((c) => c.url)).toEqual(['/api/user/', '/api/user/']);
    expect(headersOf(calls[1]).Authorization).toBe('Bearer fresh-token');
  });

  it('logs out when the refresh is refused', async () => {
    signIn();
    fetchMock
      .mockResolvedValueOnce(reply(400, { success: false, message: 'jwt expired' }))
      .mockResolvedValueOnce(
        reply(401, { success: false, code: 'UNAUTHORIZED', message: 'Unauthorized' }),
      );
    await expect(request('/user/')).rejects.toMatchObject({ status: 401 });
    expect(forceLogout).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(2); // no retry
  });

  it('logs out when the retried call is still expired', async () => {
    signIn();
    fetchMock
      .mockResolvedValueOnce(reply(400, { success: false, message: 'jwt expired' }))
      .mockResolvedValueOnce(
        reply(200, { success: true, data: { token: 'new-token', refresh_token: 'r2' } }),
      )
      .mockResolvedValueOnce(reply(400, { success: false, message: 'jwt expired' }));
    await expect(request('/user/')).rejects.toBeInstanceOf(ApiError);
    expect(forceLogout).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(3);
  });
});

describe('request: logout (spec 000 §8)', () => {
  it('logs out on 401', async () => {
    signIn();
    fetchMock.mockResolvedValueOnce(
      reply(401, { success: false, code: 'UNAUTHORIZED', message: 'x' }),
    );
    await expect(request('/user/')).rejects.toMatchObject({ status: 401 });
    expect(forceLogout).toHaveBeenCalledTimes(1);
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('logs out on 400 "Unauthorized"', async () => {
    signIn();
    fetchMock.mockResolvedValueOnce(reply(400, { success: false, message: 'Unauthorized' }));
    await expect(request('/user/')).rejects.toBeInstanceOf(ApiError);
    expect(forceLogout).toHaveBeenCalledTimes(1);
    expect(notify.warning).not.toHaveBeenCalled();
  });

  it('does not log out a visitor who sent no token', async () => {
    fetchMock.mockResolvedValueOnce(
      reply(401, { success: false, code: 'UNAUTHORIZED', message: 'No token' }),
    );
    await expect(request('/user/')).rejects.toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    expect(forceLogout).not.toHaveBeenCalled();
    expect(notify.error).toHaveBeenCalledWith('No token');
  });
});

describe('request: toasts of the error catalogue (spec 000 §8)', () => {
  it('network failure: toast titled Error with the connection text', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const error = await request('/config').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
    expect(notify.error).toHaveBeenCalledWith(
      'Error connecting server. Please check your internet connection.',
    );
  });

  it('other 400: warning toast with the server message; the error keeps code and field errors', async () => {
    fetchMock.mockResolvedValueOnce(
      reply(400, {
        success: false,
        code: 'VALIDATION_FAILED',
        message: 'Please enter 10 digit valid mobile number',
        errors: { contact: 'Please enter 10 digit valid mobile number' },
      }),
    );
    const error = await request('/login/user', { body: {} }).catch((e: unknown) => e);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      errors: { contact: 'Please enter 10 digit valid mobile number' },
    });
    expect(notify.warning).toHaveBeenCalledWith('Please enter 10 digit valid mobile number');
  });

  it.each([500, 700])('%i: error toast with the server message', async (status) => {
    fetchMock.mockResolvedValueOnce(reply(status, { success: false, code: 'X', message: 'Boom' }));
    await expect(request('/x')).rejects.toMatchObject({ status, code: 'X' });
    expect(notify.error).toHaveBeenCalledWith('Boom');
  });

  it('504: the external-resource text', async () => {
    fetchMock.mockResolvedValueOnce(reply(504, null));
    await expect(request('/x')).rejects.toMatchObject({ status: 504, code: 'HTTP_504' });
    expect(notify.error).toHaveBeenCalledWith(
      'Sorry, could not access the external resource to refine the data for your request, please try again later!',
    );
  });

  it('anything else without a message: "Seems like something went wrong!"', async () => {
    fetchMock.mockResolvedValueOnce(reply(404, {}));
    await expect(request('/x')).rejects.toMatchObject({ status: 404 });
    expect(notify.error).toHaveBeenCalledWith('Seems like something went wrong!');
  });

  it('success false in a 2xx is an error with the code of the body', async () => {
    fetchMock.mockResolvedValueOnce(
      reply(200, {
        success: false,
        code: 'JOB_LIMIT_REACHED',
        message: 'Please buy a plan to proceed further',
      }),
    );
    await expect(request('/x')).rejects.toMatchObject({ status: 200, code: 'JOB_LIMIT_REACHED' });
    expect(notify.error).toHaveBeenCalledWith('Please buy a plan to proceed further');
  });

  it('translates its own texts (Hindi)', async () => {
    await i18n.changeLanguage('hi');
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(request('/config')).rejects.toBeInstanceOf(ApiError);
    expect(notify.error).toHaveBeenCalledWith(
      'सर्वर से कनेक्ट नहीं हो पाया। कृपया अपना इंटरनेट कनेक्शन जाँचें।',
    );
  });

  it('shows no toast when the caller opts out', async () => {
    fetchMock.mockResolvedValueOnce(
      reply(400, { success: false, code: 'INVALID_OTP', message: 'Sorry! Invalid OTP' }),
    );
    await expect(request('/login/confirm', { body: {}, toast: false })).rejects.toMatchObject({
      code: 'INVALID_OTP',
      message: 'Sorry! Invalid OTP',
    });
    fetchMock.mockRejectedValueOnce(new TypeError('offline'));
    await expect(request('/login/confirm', { body: {}, toast: false })).rejects.toMatchObject({
      status: 0,
    });
    expect(notify.warning).not.toHaveBeenCalled();
    expect(notify.error).not.toHaveBeenCalled();
  });
});

describe('requestBlob: a file with the same error catalogue', () => {
  const pdf = (disposition: string) =>
    ({
      ok: true,
      status: 200,
      headers: new Headers({
        'content-type': 'application/pdf',
        'content-disposition': disposition,
      }),
      blob: async () => new Blob(['%PDF-1.7'], { type: 'application/pdf' }),
    }) as Response;

  it('answers the blob and the file name, with the bearer token', async () => {
    signIn();
    fetchMock.mockResolvedValueOnce(pdf('attachment; filename="Asha_Kaamkaj_Resume.pdf"'));
    const file = await requestBlob('/user/resume', { query: { lang: 'hi' } });
    expect(file.fileName).toBe('Asha_Kaamkaj_Resume.pdf');
    expect(await file.blob.text()).toBe('%PDF-1.7');
    expect(calls[0]?.url).toBe('/api/user/resume?lang=hi');
    expect(headersOf(calls[0]).Authorization).toBe('Bearer old-token');
  });

  it('reads a failure as the JSON envelope and toasts it', async () => {
    signIn();
    fetchMock.mockResolvedValueOnce({
      ...reply(400, {
        success: false,
        code: 'PROFILE_INCOMPLETE',
        message: 'Complete your profile',
      }),
      headers: new Headers({ 'content-type': 'application/json' }),
    } as Response);
    await expect(requestBlob('/user/resume')).rejects.toMatchObject({ code: 'PROFILE_INCOMPLETE' });
    expect(notify.warning).toHaveBeenCalledWith('Complete your profile');
  });

  it('prefers the UTF-8 file name of Content-Disposition', () => {
    const headers = new Headers({
      'content-disposition': `attachment; filename="____.pdf"; filename*=UTF-8''${encodeURIComponent('आशा_Resume.pdf')}`,
    });
    expect(fileNameOf(headers)).toBe('आशा_Resume.pdf');
    expect(fileNameOf(new Headers())).toBeNull();
  });
});

describe('request: offline (issue 16 item 6)', () => {
  it('a write offline fails at once, without fetch, saying it needs the internet', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await i18n.changeLanguage('hi');
    const error = await request('/user/update', { method: 'PUT', body: { name: 'Asha' } }).catch(
      (e: unknown) => e,
    );
    expect(calls).toEqual([]);
    expect(error).toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR',
      message: 'आप ऑफ़लाइन हैं। इंटरनेट चालू करके फिर से कोशिश करें। आपने जो भरा है, वह यहीं रहेगा।',
    });
    expect(notify.error).toHaveBeenCalledWith(
      'आप ऑफ़लाइन हैं। इंटरनेट चालू करके फिर से कोशिश करें। आपने जो भरा है, वह यहीं रहेगा।',
    );
  });

  it('a read offline still asks (the service worker may answer) and leaves the word to the banner', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(request('/job/all')).rejects.toMatchObject({ status: 0 });
    expect(calls).toHaveLength(1);
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('a failed request counts as offline until one gets through', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await request('/config').catch(() => undefined);
    expect(isOffline()).toBe(true);
    fetchMock.mockResolvedValueOnce(reply(200, { success: true, data: {} }));
    await request('/config');
    expect(isOffline()).toBe(false);
  });

  it('gives up after the time limit with the network error, not hanging', async () => {
    vi.useFakeTimers();
    try {
      fetchMock.mockImplementationOnce(
        (_url, init) =>
          new Promise((_resolve, reject) =>
            init.signal?.addEventListener('abort', () =>
              reject(new DOMException('', 'AbortError')),
            ),
          ),
      );
      const pending = request('/config', { toast: false }).catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(20_000);
      expect(await pending).toMatchObject({
        status: 0,
        message: 'Error connecting server. Please check your internet connection.',
      });
      expect(isOffline()).toBe(false); // slow is not offline
    } finally {
      vi.useRealTimers();
    }
  });
});
