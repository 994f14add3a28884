import { fileProblem } from '@kaamkaj/domain';
import { updateProfile } from '../../../lib/api/update-profile';
import type { User } from '../../../lib/api/user';
import { i18n } from '../../../lib/i18n';
import { notify } from '../../../lib/toast';
import { uploadFile } from '../../../lib/upload/upload-file';

/**
 * The profile photo pipeline (spec 000 §7 "Files"): check type and size here first (a red 5 s
 * toast, spec 000 §8), then pre-upload, the multipart POST, post-upload, and save the file id
 * on the profile. Resolves the saved user, or null when the file was refused on the phone.
 */
export async function uploadPhoto(userId: string, file: File): Promise<User | null> {
  const problem = fileProblem('profile_pic', file);
  if (problem) {
    void notify.fileError(i18n.t(`validation.${problem}`));
    return null;
  }
  const uploaded = await uploadFile(userId, file, 'profile_pic');
  const { user } = await updateProfile({ _id: userId, profile_pic: uploaded.file_id }, true);
  return user;
}
