import { describe, expect, it } from 'vitest';
import { messageText } from '../common/messages';
import { JobDescriptionsBody } from './admin.schemas';

const ID = '0190a000-0000-7000-8000-000000000001';

describe('JobDescriptionsBody (issue 12)', () => {
  it('takes an animated file, an audio file or both', () => {
    expect(JobDescriptionsBody.parse({ audio_file_id: ID })).toEqual({ audio_file_id: ID });
    expect(JobDescriptionsBody.parse({ animated_file_id: ID, audio_file_id: ID })).toEqual({
      animated_file_id: ID,
      audio_file_id: ID,
    });
  });

  it('needs one file, ids that are ids, and nothing else', () => {
    const none = JobDescriptionsBody.safeParse({});
    expect(none.error?.issues.map((i) => i.message)).toEqual(['descriptionFileRequired']);
    expect(messageText('descriptionFileRequired')).toBe(
      'Please choose an animated or an audio description file',
    );
    const bad = JobDescriptionsBody.safeParse({ animated_file_id: 'video.mp4' });
    expect(bad.error?.issues).toMatchObject([{ path: ['animated_file_id'], message: 'idInvalid' }]);
    const url = JobDescriptionsBody.safeParse({ audio_file_id: ID, audio_description: '/a.mp3' });
    expect(url.success).toBe(false);
  });
});
