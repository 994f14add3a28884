import { MESSAGES } from '@kaamkaj/domain';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { pickedVideo } from './pick-video';
import { VIDEO_RESUME_NS } from './video-resume-i18n';

const MB = 1024 * 1024;

/** A file of `size` bytes without allocating them. */
function fakeFile(name: string, type: string, size: number): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

const messageOf = (file: File, lng: 'en' | 'hi') => {
  const picked = pickedVideo(file);
  return 'problem' in picked
    ? i18n.t(`fileErrors.${picked.problem}`, { ns: VIDEO_RESUME_NS, lng })
    : null;
};

describe('Upload Resume checks (spec 000 §5: video types only, at most 200 MB)', () => {
  it('takes MP4, MPEG and WebM up to 200 MB, keeping their own type', () => {
    for (const [name, type] of [
      ['answer.mp4', 'video/mp4'],
      ['answer.mpeg', 'video/mpeg'],
      ['answer.webm', 'video/webm'],
    ] as const) {
      const file = fakeFile(name, type, 200 * MB);
      expect(pickedVideo(file)).toEqual({
        video: { blob: file, fileName: name, contentType: type },
      });
    }
  });

  it('refuses other types with "Please upload the correct format file."', () => {
    for (const file of [
      fakeFile('clip.mov', 'video/quicktime', MB),
      fakeFile('photo.jpg', 'image/jpeg', MB),
      fakeFile('fake.mp4', 'video/webm', MB), // the name and the type disagree
      fakeFile('noname', '', MB),
    ]) {
      expect(pickedVideo(file)).toEqual({ problem: 'fileType' });
      expect(messageOf(file, 'en')).toBe(MESSAGES.fileType);
      expect(messageOf(file, 'hi')).toBe('कृपया सही फ़ॉर्मेट की फ़ाइल अपलोड करें।');
    }
  });

  it('refuses more than 200 MB, or an empty file, with "File size should be less than 200 MB"', () => {
    for (const size of [200 * MB + 1, 0]) {
      const file = fakeFile('answer.mp4', 'video/mp4', size);
      expect(pickedVideo(file)).toEqual({ problem: 'videoSize' });
      expect(messageOf(file, 'en')).toBe('File size should be less than 200 MB');
      expect(messageOf(file, 'hi')).toBe('फ़ाइल का साइज़ 200 MB से कम होना चाहिए');
    }
  });
});
