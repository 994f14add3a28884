import { describe, expect, it } from 'vitest';
import { messageText } from '../common/messages';
import { DecisionBody, decisionMade, JobDescriptionsBody } from './admin.schemas';

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

describe('decisionMade: the same decision again is done', () => {
  const approve = DecisionBody.parse({ decision: 'approve' });
  const decline = DecisionBody.parse({ decision: 'decline', reason: '  Blurred photo ' });

  it('is the recorded decision, a decline with its reason', () => {
    expect(decisionMade('Approved', null, approve)).toBe(true);
    expect(decisionMade('Declined', 'Blurred photo', decline)).toBe(true);
  });

  it('is not a decision still to make, the other one, or a decline for another reason', () => {
    expect(decisionMade('In Progress', null, approve)).toBe(false);
    expect(decisionMade('Open', null, decline)).toBe(false);
    expect(decisionMade('Declined', 'Blurred photo', approve)).toBe(false);
    expect(decisionMade('Approved', null, decline)).toBe(false);
    expect(decisionMade('Declined', 'Name does not match', decline)).toBe(false);
  });
});
