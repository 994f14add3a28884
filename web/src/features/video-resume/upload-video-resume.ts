import { postUpload } from '../../lib/upload/post-upload';
import { preUpload } from '../../lib/upload/pre-upload';
import { saveVideoResume } from './api/save-video-resume';
import { uploadToStorage } from './api/upload-to-storage';

/** A video to submit: recorded here, or picked from the phone. */
export type VideoFile = { blob: Blob; fileName: string; contentType: string };

export type UploadStep = 'preparing' | 'sending' | 'saving';

type UploadHooks = {
  onStep?: (step: UploadStep) => void;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
};

/**
 * spec 000 §2.10 Submit, through the file pipeline of spec 000 §7 "Files": ask for a signed
 * upload, send the file to storage, confirm it, then link it to the profile. The content type
 * is the video's own (video/webm stays video/webm), so the signed policy and the stored object
 * agree with what the bytes are.
 */
export async function uploadVideoResume(
  userId: string,
  video: VideoFile,
  { onStep, onProgress, signal }: UploadHooks = {},
) {
  const fileName = video.fileName.replace(/\s+/g, ''); // spec 000 §7: spaces removed
  onStep?.('preparing');
  const target = await preUpload(
    userId,
    {
      file_name: fileName,
      content_type: video.contentType,
      file_size: video.blob.size,
      file_category: 'video_resume',
    },
    signal,
  );
  onStep?.('sending');
  await uploadToStorage(target.url, target.fields, video.blob, fileName, { onProgress, signal });
  onStep?.('saving');
  const file = await postUpload(userId, target.file_id, signal);
  await saveVideoResume(userId, file.file_id, signal);
  return file;
}
