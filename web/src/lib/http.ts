import { ApiError, type FieldErrors, NETWORK_ERROR } from './api-error';
import { i18n } from './i18n';
import { forceLogout } from './logout';
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
};

/** The success envelope of DESIGN.md §3; endpoints narrow `data` with their own type. */
export type Envelope<D = unknown> = { success: true; message?: string; data: D; count?: number };

type FailureBody = { success?: boolean; code?: unknown; message?: unknown; errors?: unknown };

const JWT_EXPIRED = 'jwt expired';
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
  return send<FileDownload>(path, options, false, readFile);
}

async function send<T>(
  path: string,
  options: RequestOptions,
  retried: boolean,
  readSuccess: SuccessReader<T>,
): Promise<T> {
  const token = options.auth === false ? null : getItem('authToken');
  let res: Response;
  try {
    res = await fetch(buildUrl(path, options.query), init(options, token));
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    return fail(new ApiError(0, NETWORK_ERROR, i18n.t('errors.network')), options);
  }
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
  if (options.toast !== false) showErrorToast(error);
  throw error;
}

/** The toast of spec 000 §8 for a failed call. */
export function showErrorToast(error: ApiError) {
  const generic = i18n.t('errors.generic');
  if (error.status === 0) notify.error(i18n.t('errors.network'));
  else if (error.status === 400) notify.warning(error.message || generic);
  else if (error.status === 504) notify.error(i18n.t('errors.gateway'));
  else notify.error(error.message || generic); // 500, 700 and anything else
}

function buildUrl(path: string, query: RequestOptions['query']): string {
  const url = `/api${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

function init(options: RequestOptions, token: string | null): RequestInit {
  // issue 14: the server answers in the screen's language (errors, the OTP SMS)
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': i18n.language === 'en' ? 'en' : 'hi',
  };
  if (token) headers.Authorization = `Bearer ${token}`;
  const hasBody = options.body !== undefined;
  if (hasBody) headers['Content-Type'] = 'application/json';
  return {
    method: options.method ?? (hasBody ? 'POST' : 'GET'),
    headers,
    body: hasBody ? JSON.stringify(options.body) : undefined,
    signal: options.signal,
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
