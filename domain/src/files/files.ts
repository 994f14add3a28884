const MB = 1024 * 1024;

/**
 * Upload rules per kind of file (spec 000 §5, §9; spec 001 §5): allowed types, size cap and
 * who may read it. Public files have a permanent address; private ones only short-lived links.
 */
export const FILE_CATEGORIES = {
  profile_pic: {
    types: { 'image/png': ['png'], 'image/jpeg': ['jpg', 'jpeg'] },
    maxBytes: 5 * MB,
    visibility: 'public',
  },
  job_logo: {
    types: { 'image/png': ['png'], 'image/jpeg': ['jpg', 'jpeg'] },
    maxBytes: 5 * MB,
    visibility: 'public',
  },
  document: {
    types: {
      'application/pdf': ['pdf'],
      'application/msword': ['doc'],
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
      'image/png': ['png'],
      'image/jpeg': ['jpg', 'jpeg'],
    },
    maxBytes: 5 * MB,
    visibility: 'private',
  },
  // Browsers record WebM (Chrome) or MP4 (Safari): each is stored as what it is.
  video_resume: {
    types: { 'video/mp4': ['mp4'], 'video/mpeg': ['mpeg', 'mpg'], 'video/webm': ['webm'] },
    maxBytes: 200 * MB,
    visibility: 'private',
  },
  audio: {
    types: { 'audio/mpeg': ['mp3', 'mpeg'] },
    maxBytes: 5 * MB,
    visibility: 'public',
  },
  // A job's animated description, made by Kaamkaj staff (spec 001 §1, §9): short, streamed to
  // phones, so a tighter cap than the 200 MB of a video resume.
  animated_jd: {
    types: { 'video/mp4': ['mp4'], 'video/mpeg': ['mpeg', 'mpg'] },
    maxBytes: 50 * MB,
    visibility: 'public',
  },
} as const satisfies Record<
  string,
  { types: Record<string, readonly string[]>; maxBytes: number; visibility: 'public' | 'private' }
>;

export type FileCategory = keyof typeof FILE_CATEGORIES;
export const FILE_CATEGORY_NAMES = Object.keys(FILE_CATEGORIES) as FileCategory[];

export type SizeMessageKey = 'fileSize' | 'animatedSize' | 'videoSize';

/** The message key for a file over the category's size cap (5, 50 or 200 MB). */
export function sizeMessageKey(category: FileCategory): SizeMessageKey {
  const max = FILE_CATEGORIES[category].maxBytes;
  return max > 50 * MB ? 'videoSize' : max > 5 * MB ? 'animatedSize' : 'fileSize';
}

export const isFileCategory = (value: string): value is FileCategory =>
  Object.hasOwn(FILE_CATEGORIES, value);

/**
 * The content type of a stored file name's extension, from the categories' own tables; with the
 * category, from its table alone (an .mpeg is audio in `audio`, video elsewhere).
 */
export function contentTypeOfExtension(ext: string, category?: FileCategory): string | undefined {
  const wanted = ext.toLowerCase();
  const rules = category ? [FILE_CATEGORIES[category]] : Object.values(FILE_CATEGORIES);
  for (const rule of rules) {
    for (const [type, exts] of Object.entries(rule.types as Record<string, readonly string[]>)) {
      if (exts.includes(wanted)) return type;
    }
  }
  return undefined;
}

/** The message key for a file the category does not take, or null when it is fine. */
export function fileProblem(
  category: FileCategory,
  file: { name: string; type: string; size: number },
): 'fileType' | SizeMessageKey | null {
  const rule = FILE_CATEGORIES[category];
  const exts = (rule.types as Record<string, readonly string[]>)[file.type.toLowerCase()];
  const ext = file.name.toLowerCase().split('.').pop() ?? '';
  if (!exts?.includes(ext)) return 'fileType';
  if (file.size > rule.maxBytes || file.size <= 0) return sizeMessageKey(category);
  return null;
}
