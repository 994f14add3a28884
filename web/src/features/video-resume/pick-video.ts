import { fileProblem } from '@kaamkaj/domain';
import type { VideoFile } from './upload-video-resume';

export type FileProblem = NonNullable<ReturnType<typeof fileProblem>>;

/**
 * A picked file as a video to submit, or why it cannot be one (spec 000 §5: video types only,
 * at most 200 MB). The content type is the file's own: an MPEG stays video/mpeg.
 */
export function pickedVideo(file: File): { video: VideoFile } | { problem: FileProblem } {
  const problem = fileProblem('video_resume', file);
  if (problem) return { problem };
  return { video: { blob: file, fileName: file.name, contentType: file.type.toLowerCase() } };
}
