/** The content types a video resume is stored under when the browser records it. */
export type RecordedType = 'video/mp4' | 'video/webm';

export type RecordingFormat = {
  /** What MediaRecorder is asked for, codecs included. */
  mimeType: string;
  /** What the file pipeline is told: the container only, never codec parameters. */
  contentType: RecordedType;
  fileName: string;
};

// Preferred first. spec 000 §2.10 names MP4 (resume.mp4); browsers that only record WebM
// (Chrome before 126, Firefox) store WebM, labelled as WebM, never as MP4.
export const RECORDING_TYPES = [
  'video/mp4',
  'video/webm;codecs=vp9,opus',
  'video/webm;codecs=vp8,opus',
  'video/webm',
] as const;

/** The container of a MIME type such as "video/webm;codecs=vp9,opus", or null for others. */
export function recordedTypeOf(mimeType: string): RecordedType | null {
  const base = mimeType.split(';')[0]?.trim().toLowerCase();
  return base === 'video/mp4' || base === 'video/webm' ? base : null;
}

/** resume.mp4 for MP4 only; resume.webm otherwise. */
export function fileNameOf(type: RecordedType): string {
  return type === 'video/mp4' ? 'resume.mp4' : 'resume.webm';
}

/** The first of RECORDING_TYPES the browser records, or null when it records none of them. */
export function chooseRecordingFormat(
  isTypeSupported: (mimeType: string) => boolean,
): RecordingFormat | null {
  for (const mimeType of RECORDING_TYPES) {
    const type = recordedTypeOf(mimeType);
    if (type && safely(isTypeSupported, mimeType)) {
      return { mimeType, contentType: type, fileName: fileNameOf(type) };
    }
  }
  return null;
}

function safely(check: (mimeType: string) => boolean, mimeType: string): boolean {
  try {
    return check(mimeType);
  } catch {
    return false;
  }
}

/** The browser's own recording format, or null without MediaRecorder (old WebViews). */
export function browserRecordingFormat(): RecordingFormat | null {
  if (typeof MediaRecorder === 'undefined' || !MediaRecorder.isTypeSupported) return null;
  return chooseRecordingFormat((mimeType) => MediaRecorder.isTypeSupported(mimeType));
}

/**
 * What was really recorded: the recorder's reported type when it names a known container (it
 * may differ from the one asked for), else the format asked for.
 */
export function recordedFormat(requested: RecordingFormat, reported: string): RecordingFormat {
  const type = recordedTypeOf(reported);
  if (!type || type === requested.contentType) return requested;
  return { mimeType: reported, contentType: type, fileName: fileNameOf(type) };
}
