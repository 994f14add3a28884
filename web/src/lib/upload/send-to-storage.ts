import { ApiError, NETWORK_ERROR } from '../api-error';
import { showErrorToast } from '../http';
import { i18n } from '../i18n';
import type { UploadTicket } from './pre-upload';

/**
 * spec 000 §7 "Files" step 2: the multipart POST to the storage address. Every policy field
 * goes first and the file last, as S3 requires; no bearer token (the signed policy is the key).
 */
export async function sendToStorage(ticket: UploadTicket, file: File): Promise<void> {
  const form = new FormData();
  for (const [name, value] of Object.entries(ticket.fields)) form.append(name, value);
  form.append('file', file);
  let res: Response;
  try {
    // The local store answers its refusals (409 for a form sent twice, 400 for a file larger
    // than declared) in the screen's language; a safelisted header, so S3 needs no preflight.
    res = await fetch(ticket.url, {
      method: 'POST',
      body: form,
      headers: { 'Accept-Language': i18n.language === 'en' ? 'en' : 'hi' },
    });
  } catch {
    const error = new ApiError(0, NETWORK_ERROR, i18n.t('errors.network'));
    showErrorToast(error);
    throw error;
  }
  if (res.ok) return;
  const body = (await res.json().catch(() => null)) as { code?: unknown; message?: unknown } | null;
  const error = new ApiError(
    res.status,
    typeof body?.code === 'string' ? body.code : 'UPLOAD_FAILED',
    typeof body?.message === 'string' ? body.message : '',
  );
  showErrorToast(error);
  throw error;
}
