import { MESSAGES } from '@kaamkaj/domain';
import { i18n } from '../../lib/i18n';
import en from './video-resume.en.json';
import hi from './video-resume.hi.json';

// The video resume's texts form their own namespace, registered when this lazy screen loads (as
// features/site/site-i18n.ts does), so they weigh on no other page.
export const VIDEO_RESUME_NS = 'videoResume';

// spec 000 §5, §8: the upload messages; English from domain MESSAGES, one source with the server.
export const resources = {
  en: {
    ...en,
    fileErrors: {
      fileType: MESSAGES.fileType,
      fileSize: MESSAGES.fileSize,
      videoSize: MESSAGES.videoSize,
    },
  },
  hi,
};

i18n.addResourceBundle('en', VIDEO_RESUME_NS, resources.en, true, false);
i18n.addResourceBundle('hi', VIDEO_RESUME_NS, resources.hi, true, false);
