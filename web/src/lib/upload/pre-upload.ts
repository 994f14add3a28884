import type { PreUploadBody } from '@kaamkaj/domain';
import { type Envelope, request } from '../http';

/** Where and how to send the file: the storage address and the signed form fields. */
export type UploadTicket = { url: string; file_id: string; fields: Record<string, string> };

// spec 000 §7 "Files" step 1: POST /file/{userId}/pre/upload.
export function preUpload(userId: string, body: PreUploadBody, signal?: AbortSignal) {
  return request<Envelope<UploadTicket>>(`/file/${encodeURIComponent(userId)}/pre/upload`, {
    method: 'POST',
    body,
    signal,
  }).then((res) => res.data);
}
