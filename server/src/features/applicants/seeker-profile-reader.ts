import type { SeekerProfileView } from '@kaamkaj/domain';
import type { AppContext } from '../../platform/context';
import { filesService } from '../files/files.service';
import { seekerProfileService } from '../profile/seeker-profile.service';

// spec 001 §3 qualification 3: a graduate (their own degree's text is shown as they wrote it)
const GRADUATE = 3;

/**
 * A seeker's own profile sections as an employer reads them (spec 001 §2 "Applicant profile"),
 * and their number for the caller to release or not. Shared with the candidate search.
 */
export function seekerProfileReader(ctx: AppContext) {
  const profiles = seekerProfileService(ctx);
  const fileService = filesService(ctx);
  return async (seekerId: string): Promise<{ view: SeekerProfileView; contact: string | null }> => {
    const record = await profiles.get(seekerId);
    const video = record.video_resume ? await fileService.find(record.video_resume) : undefined;
    // The video resume is private: the employer gets a short-lived signed link (DESIGN.md §6),
    // none when the stored video is no longer the one confirmed (issue 15 item 5).
    const link = video?.uploadedAt ? await fileService.linkOf(video) : null;
    const videoUrl = link === 'changed' || link === 'gone' ? null : link;
    const view: SeekerProfileView = {
      _id: record._id,
      name: record.name,
      profile_pic: record.profile_pic,
      gender: record.gender,
      dob: record.dob,
      about_me: record.about_me.map((a) => a.key),
      language_known: record.language_known,
      language_other: record.language_other,
      educational_info: record.educational_info,
      experience: record.experience,
      // spec 001 §3: a graduate's own degree text is shown as-is
      qualification:
        record.qualification === GRADUATE && record.qualification_other
          ? record.qualification_other
          : record.qualification,
      technical_cert: record.technical_cert as Record<string, string>[],
      speak_english: record.speak_english,
      address_current: record.address_current,
      address_home: record.address_home,
      address_work: record.address_work,
      job_intrested: record.job_intrested,
      skills: [...new Set(record.job_intrested.flatMap((j) => j.skills))],
      video_resume: videoUrl,
      salary_from: record.salary_from,
      salary_to: record.salary_to,
      completion: record.profile_completed_status,
    };
    return { view, contact: record.contact };
  };
}
