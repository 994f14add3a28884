import { describe, expect, it } from 'vitest';
import { declaredType } from './upload-file';

describe('the declared type of an upload', () => {
  it("keeps the browser's type when the category takes it", () => {
    expect(declaredType({ name: 'jd.mp4', type: 'video/mp4' }, 'animated_jd')).toBe('video/mp4');
    expect(declaredType({ name: 'jd.mpeg', type: 'video/mpeg' }, 'animated_jd')).toBe('video/mpeg');
    expect(declaredType({ name: 'me.png', type: 'image/png' }, 'profile_pic')).toBe('image/png');
  });

  it("reads the category's type of the extension when a phone gives none or another", () => {
    expect(declaredType({ name: 'jd.mp3', type: '' }, 'audio')).toBe('audio/mpeg');
    expect(declaredType({ name: 'jd.mp3', type: 'audio/mp3' }, 'audio')).toBe('audio/mpeg');
    // an .mpeg is audio for an audio description, video for an animated one
    expect(declaredType({ name: 'jd.mpeg', type: '' }, 'audio')).toBe('audio/mpeg');
    expect(declaredType({ name: 'jd.mpeg', type: '' }, 'animated_jd')).toBe('video/mpeg');
  });

  it('leaves a file the category does not take as it is, for the rules to refuse', () => {
    expect(declaredType({ name: 'clip.webm', type: 'video/webm' }, 'animated_jd')).toBe(
      'video/webm',
    );
    expect(declaredType({ name: 'clip', type: '' }, 'audio')).toBe('');
  });
});
