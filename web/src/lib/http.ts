import { ApiError, type FieldErrors, NETWORK_ERROR } from './api-error';
import { i18n } from './i18n';
import { forceLogout } from './logout';
import { noteNetworkFailure, noteNetworkSuccess } from './network';
import { refreshAccessToken } from './refresh-token';
import { getItem } from './session';
import { notify } from './toast';

// The one HTTP client of the app: the whole error catalogue of spec 000 §8 / spec 001 §8 lives
// here, so screens never repeat it.

export type QueryValue = string | number | boolean | null | undefined;

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, QueryValue>;
  /** Send the bearer token when one is stored (default true). Login calls pass false. */
  auth?: boolean;
  /** Show the catalogue's toast on failure (default true). Forms with an inline alert pass false. */
  toast?: boolean;
  signal?: AbortSignal;
  /** Give up after this long (default 20 s): a weak network must not leave a spinner forever. */
  timeoutMs?: number;
  /** More headers (a post's Idempotency-Key) */
  headers?: Record<string, string>;
};

/** The success envelope of DESIGN.md §3; endpoints narrow `data` with their own type. */
export type Envelope<D = unknown> = {
  success: true;
  message?: string;
  data: D;
  count?: number;
  /** issue 17: the count stopped at COUNT_CAP ("1,000+") */
  count_capped?: boolean;
};

type FailureBody = { success?: boolean; code?: unknown; message?: unknown; errors?: unknown };

const JWT_EXPIRED = 'jwt expired';
const TIMEOUT_MS = 20_000;
const UNAUTHORIZED = 'Unauthorized';

/** A file answer (a PDF ...) with the name its Content-Disposition gives. */
export type FileDownload = { blob: Blob; fileName: string | null };

/** Reads a successful answer; null means "not this kind, read it as the JSON envelope". */
type SuccessReader<T> = (res: Response) => Promise<T> | null;

export function request<T = Envelope>(path: string, options: RequestOptions = {}): Promise<T> {
  return send<T>(path, options, false, () => null);
}

/** GET a file as a blob with the same error catalogue; failures still answer the JSON envelope. */
export function requestBlob(path: string, options: RequestOptions = {}): Promise<FileDownload> {
  return send<FileDownload>(path, { timeoutMs: 60_000, ...options }, false, readFile);
}

async function send<T>(
  path: string,
  options: RequestOptions,
  retried: boolean,
  readSuccess: SuccessReader<T>,
): Promise<T> {
  const token = options.auth === false ? null : getItem('authToken');
  // issue 16 item 6: offline, a write fails at once ("needs the internet") instead of spinning;
  // a read still asks, because the service worker may answer it (the seeker's last feed pages)
  if (navigator.onLine === false && !isRead(options)) return fail(offlineError(), options);
  const timer = timeout(options);
  let res: Response;
  try {
    res = await fetch(apiUrl(path, options.query), init(options, token, timer.signal));
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    if (!timer.fired) noteNetworkFailure(); // a slow answer is not a lost network
    return fail(navigator.onLine === false ? offlineError() : networkError(), options);
  } finally {
    timer.clear();
  }
  noteNetworkSuccess();
  const file = res.ok ? readSuccess(res) : null;
  if (file) return file;
  const body = await readBody(res);
  if (res.ok && body?.success !== false) return (body ?? { success: true }) as T;

  const message = typeof body?.message === 'string' ? body.message : '';
  if (token) {
    if (res.status === 400 && message === JWT_EXPIRED && !retried) {
      // Another call may have refreshed while this one was in flight: just retry then.
      if (getItem('authToken') !== token) return send<T>(path, options, true, readSuccess);
      let refreshed: boolean;
      try {
        refreshed = await refreshAccessToken();
      } catch (error) {
        return fail(error as ApiError, options);
      }
      if (refreshed) return send<T>(path, options, true, readSuccess);
    }
    if (
      res.status === 401 ||
      (res.status === 400 && [JWT_EXPIRED, UNAUTHORIZED].includes(message))
    ) {
      forceLogout();
      throw new ApiError(401, 'UNAUTHORIZED', message || UNAUTHORIZED);
    }
  }
  const code = typeof body?.code === 'string' ? body.code : `HTTP_${res.status}`;
  return fail(new ApiError(res.status, code, message, fieldErrors(body?.errors)), options);
}

function fail(error: ApiError, options: RequestOptions): never {
  // A read that fails while the phone is offline is said by the shell's offline banner; a write
  // says that it needs the internet.
  const saidByBanner = error.status === 0 && isRead(options) && navigator.onLine === false;
  if (options.toast !== false && !saidByBanner) showErrorToast(error);
  throw error;
}

/** The request's method: the one named, else POST with a body and GET without. */
const methodOf = (options: RequestOptions) =>
  options.method ?? (options.body === undefined ? 'GET' : 'POST');
const isRead = (options: RequestOptions) => methodOf(options) === 'GET';

const networkError = () => new ApiError(0, NETWORK_ERROR, i18n.t('errors.network'));
/** Offline: status 0 as any network error, with the words "connect to the internet to save". */
const offlineError = () => new ApiError(0, NETWORK_ERROR, i18n.t('errors.offline'));

/** An abort signal for the request's time limit, joined to the caller's own signal. */
function timeout(options: RequestOptions) {
  const controller = new AbortController();
  const state = { fired: false, signal: controller.signal, clear: () => clearTimeout(id) };
  const id = setTimeout(() => {
    state.fired = true;
    controller.abort();
  }, options.timeoutMs ?? TIMEOUT_MS);
  const outer = options.signal;
  if (outer?.aborted) controller.abort();
  else outer?.addEventListener('abort', () => controller.abort(), { once: true });
  return state;
}

/** The toast of spec 000 §8 for a failed call. */
export function showErrorToast(error: ApiError) {
  const generic = i18n.t('errors.generic');
  if (error.status === 0) notify.error(error.message || i18n.t('errors.network'));
  else if (error.status === 400) notify.warning(error.message || generic);
  else if (error.status === 504) notify.error(i18n.t('errors.gateway'));
  else notify.error(error.message || generic); // 500, 700 and anything else
}

/** The address `request` calls for `path` and `query` (the service worker keeps answers by it). */
export function apiUrl(path: string, query?: RequestOptions['query']): string {
  const url = `/api${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

function init(options: RequestOptions, token: string | null, signal: AbortSignal): RequestInit {
  // issue 14: the server answers in the screen's language (errors, the OTP SMS)
  const headers: Record<string, string> = {
    ...options.headers,
    Accept: 'application/json',
    'Accept-Language': i18n.language === 'en' ? 'en' : 'hi',
  };
  if (token) headers.Authorization = `Bearer ${token}`;
  const hasBody = options.body !== undefined;
  if (hasBody) headers['Content-Type'] = 'application/json';
  return {
    method: methodOf(options),
    headers,
    body: hasBody ? JSON.stringify(options.body) : undefined,
    signal,
  };
}

async function readBody(res: Response): Promise<FailureBody | null> {
  if (res.status === 204) return null;
  try {
    const body: unknown = await res.json();
    return body && typeof body === 'object' ? (body as FailureBody) : null;
  } catch {
    return null;
  }
}

function readFile(res: Response): Promise<FileDownload> | null {
  // a JSON answer is the envelope, unless it is sent as a file (the "Download my data" JSON)
  const attachment = /^\s*attachment/i.test(res.headers.get('content-disposition') ?? '');
  if (!attachment && res.headers.get('content-type')?.includes('json')) return null;
  return res.blob().then((blob) => ({ blob, fileName: fileNameOf(res.headers) }));
}

/** The file name of a Content-Disposition header, the UTF-8 form first (RFC 6266). */
export function fileNameOf(headers: Headers): string | null {
  const value = headers.get('content-disposition') ?? '';
  const utf8 = /filename\*=UTF-8''([^;]+)/i.exec(value)?.[1];
  if (utf8) {
    try {
      return decodeURIComponent(utf8);
    } catch {
      // fall back to the plain name
    }
  }
  return /filename="?([^";]+)"?/i.exec(value)?.[1] ?? null;
}

function fieldErrors(value: unknown): FieldErrors | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const entries = Object.entries(value).filter(([, v]) => typeof v === 'string');
  return Object.fromEntries(entries) as FieldErrors;
}
