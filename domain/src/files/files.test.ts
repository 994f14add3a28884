import { describe, expect, it } from 'vitest';
import {
  contentTypeOfExtension,
  FILE_CATEGORIES,
  fileProblem,
  isFileCategory,
  sizeMessageKey,
} from './files';
import { PreUploadBody } from './files.schemas';

const MB = 1024 * 1024;

describe('file rules (spec 000 §5)', () => {
  it.each([
    ['profile_pic', { name: 'me.jpeg', type: 'image/jpeg', size: MB }, null],
    ['profile_pic', { name: 'me.gif', type: 'image/gif', size: MB }, 'fileType'],
    ['profile_pic', { name: 'me.png', type: 'image/jpeg', size: MB }, 'fileType'],
    ['profile_pic', { name: 'me.png', type: 'image/png', size: 5 * MB + 1 }, 'fileSize'],
    ['document', { name: 'gst.pdf', type: 'application/pdf', size: 5 * MB }, null],
    ['video_resume', { name: 'resume.webm', type: 'video/webm', size: 150 * MB }, null],
    ['video_resume', { name: 'resume.mp4', type: 'video/mp4', size: 201 * MB }, 'videoSize'],
    ['video_resume', { name: 'resume.mp4', type: 'video/mp4', size: 0 }, 'videoSize'],
    ['audio', { name: 'driver-hi.mp3', type: 'audio/mpeg', size: 30_000 }, null],
    ['audio', { name: 'driver.mp4', type: 'video/mp4', size: 30_000 }, 'fileType'],
    ['animated_jd', { name: 'driver.mp4', type: 'video/mp4', size: 50 * MB }, null],
    ['animated_jd', { name: 'driver.mpeg', type: 'video/mpeg', size: 9 * MB }, null],
    ['animated_jd', { name: 'driver.mpg', type: 'video/mpeg', size: 9 * MB }, null],
    ['animated_jd', { name: 'driver.webm', type: 'video/webm', size: MB }, 'fileType'],
    ['animated_jd', { name: 'driver.mp3', type: 'audio/mpeg', size: MB }, 'fileType'],
    ['animated_jd', { name: 'driver.mp4', type: 'video/mp4', size: 50 * MB + 1 }, 'animatedSize'],
  ] as const)('%s %j -> %s', (category, file, problem) => {
    expect(fileProblem(category, file)).toBe(problem);
  });

  it('names the size message by the cap', () => {
    expect(sizeMessageKey('document')).toBe('fileSize');
    expect(sizeMessageKey('video_resume')).toBe('videoSize');
    expect(sizeMessageKey('animated_jd')).toBe('animatedSize');
    expect(sizeMessageKey('audio')).toBe('fileSize');
  });

  it('keeps animated descriptions public, as a job detail plays them to anyone (issue 12)', () => {
    expect(FILE_CATEGORIES.animated_jd).toEqual({
      types: { 'video/mp4': ['mp4'], 'video/mpeg': ['mpeg', 'mpg'] },
      maxBytes: 50 * MB,
      visibility: 'public',
    });
    expect(FILE_CATEGORIES.audio.visibility).toBe('public');
    expect(isFileCategory('animated_jd')).toBe(true);
    expect(isFileCategory('toString')).toBe(false);
  });

  it('takes an animated description in the pre-upload body and names the field of a problem', () => {
    const body = {
      file_name: 'driver jd.mp4',
      content_type: 'VIDEO/MP4',
      file_size: 2 * MB,
      file_category: 'animated_jd',
    };
    expect(PreUploadBody.parse(body)).toEqual({
      file_name: 'driverjd.mp4',
      content_type: 'video/mp4',
      file_size: 2 * MB,
      file_category: 'animated_jd',
    });
    const tooBig = PreUploadBody.safeParse({ ...body, file_size: 60 * MB });
    expect(tooBig.error?.issues).toMatchObject([{ path: ['file_size'], message: 'animatedSize' }]);
  });

  it('serves stored files with the type their category allows', () => {
    expect(contentTypeOfExtension('JPG')).toBe('image/jpeg');
    expect(contentTypeOfExtension('webm')).toBe('video/webm');
    expect(contentTypeOfExtension('mp3')).toBe('audio/mpeg');
    expect(contentTypeOfExtension('MP4', 'animated_jd')).toBe('video/mp4');
    // an .mpeg is audio in the audio category, video elsewhere
    expect(contentTypeOfExtension('mpeg', 'audio')).toBe('audio/mpeg');
    expect(contentTypeOfExtension('mpeg', 'animated_jd')).toBe('video/mpeg');
    expect(contentTypeOfExtension('mp4', 'audio')).toBeUndefined();
    expect(contentTypeOfExtension('docx')).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(contentTypeOfExtension('exe')).toBeUndefined();
  });
});
