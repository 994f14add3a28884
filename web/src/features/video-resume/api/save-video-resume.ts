import { request } from '../../../lib/http';

type Saved = { success: true; message?: string; data?: unknown };

// spec 000 §7 "User": PUT /user/v2/profile {_id, video_resume} links the uploaded file.
export function saveVideoResume(userId: string, fileId: string, signal?: AbortSignal) {
  return request<Saved>('/user/v2/profile', {
    method: 'PUT',
    body: { _id: userId, video_resume: fileId },
    signal,
  });
}
