import type { FileCategory } from '@kaamkaj/domain';
import { type Envelope, request } from '../http';

export type UploadedFile = {
  file_id: string;
  /** null for private files such as a video resume: they are read through short-lived links. */
  url: string | null;
  file_category: FileCategory;
  content_type: string;
};

// spec 000 §7 "Files" step 3: POST /file/{userId}/post/upload {file_id}.
export function postUpload(userId: string, fileId: string, signal?: AbortSignal) {
  return request<Envelope<UploadedFile>>(`/file/${encodeURIComponent(userId)}/post/upload`, {
    method: 'POST',
    body: { file_id: fileId },
    signal,
    timeoutMs: 60_000, // the server checks the stored file (a video can be large)
  }).then((res) => res.data);
}
