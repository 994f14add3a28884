import { describe, expect, it } from 'vitest';
import { embedUrl, uploadedAtText, youtubeId } from './community';
import { CommunityVideoBody } from './community.schemas';

describe('youtubeId (spec 000 §2.14: the 11-character video id)', () => {
  it('reads every form of a YouTube link', () => {
    for (const link of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=30s',
      'https://m.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ?si=abc',
      'https://www.youtube.com/shorts/dQw4w9WgXcQ',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      ' https://www.youtube.com/live/dQw4w9WgXcQ ',
    ]) {
      expect(youtubeId(link)).toBe('dQw4w9WgXcQ');
    }
  });

  it('refuses anything else', () => {
    for (const link of [
      'https://vimeo.com/12345678901',
      'https://www.youtube.com/watch?v=short',
      'https://www.youtube.com/channel/UC1234567890',
      'https://evil.example/watch?v=dQw4w9WgXcQ',
      'javascript:alert(1)',
      'not a link',
    ]) {
      expect(youtubeId(link)).toBeNull();
    }
  });

  it('embeds through the privacy-enhanced host and dates uploads the GB way', () => {
    expect(embedUrl('dQw4w9WgXcQ')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1',
    );
    expect(uploadedAtText('2026-11-24T20:00:00.000Z')).toBe('25 November 2026');
  });

  it('names the field of a bad link', () => {
    const res = CommunityVideoBody.safeParse({ title: 'Tips', video_url: 'https://vimeo.com/1' });
    expect(res.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['video_url', 'videoUrlInvalid'],
    ]);
    expect(
      CommunityVideoBody.parse({ title: ' Tips ', video_url: 'https://youtu.be/dQw4w9WgXcQ' }),
    ).toEqual({
      title: 'Tips',
      description: '',
      video_url: 'https://youtu.be/dQw4w9WgXcQ',
      hidden: false,
    });
  });
});
