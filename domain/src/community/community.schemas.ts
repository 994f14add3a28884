// The admin's video form (spec 000 §2.14), apart from community.ts so that the community page
// does not load zod (issue 16).
import { z } from 'zod';
import { requiredText } from '../common/fields';
import { youtubeId } from './community';

/** What the admin sends to add or change a video. */
export const CommunityVideoBody = z.object({
  title: requiredText('videoTitleRequired').max(120, { error: 'videoTitleMax' }),
  description: z.string().trim().max(1000, { error: 'videoDescriptionMax' }).default(''),
  video_url: requiredText('videoUrlRequired')
    .max(300, { error: 'videoUrlInvalid' })
    .refine((v) => youtubeId(v) !== null, { error: 'videoUrlInvalid' }),
  hidden: z.boolean().default(false),
});
export type CommunityVideoBody = z.infer<typeof CommunityVideoBody>;
