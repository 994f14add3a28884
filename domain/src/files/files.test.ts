import { describe, expect, it } from 'vitest';
import { contentTypeOfExtension, fileProblem, sizeMessageKey } from './files';

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
  ] as const)('%s %j -> %s', (category, file, problem) => {
    expect(fileProblem(category, file)).toBe(problem);
  });

  it('names the size message by the cap', () => {
    expect(sizeMessageKey('document')).toBe('fileSize');
    expect(sizeMessageKey('video_resume')).toBe('videoSize');
  });

  it('serves stored files with the type their category allows', () => {
    expect(contentTypeOfExtension('JPG')).toBe('image/jpeg');
    expect(contentTypeOfExtension('webm')).toBe('video/webm');
    expect(contentTypeOfExtension('docx')).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(contentTypeOfExtension('exe')).toBeUndefined();
  });
});
