import { fileProblem } from '@kaamkaj/domain';
import { i18n } from '../../../app/i18n';
import { notify } from '../../../app/toast';
import { postUpload } from '../../../app/upload/post-upload';
import { preUpload } from '../../../app/upload/pre-upload';
import type { User } from '../api/get-user';
import { sendToStorage } from '../api/send-to-storage';
import { updateProfile } from '../api/update-profile';

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
  const ticket = await preUpload(userId, {
    file_name: file.name.replace(/\s+/g, ''),
    content_type: file.type,
    file_size: file.size,
    file_category: 'profile_pic',
  });
  await sendToStorage(ticket, file);
  const uploaded = await postUpload(userId, ticket.file_id);
  const { user } = await updateProfile({ _id: userId, profile_pic: uploaded.file_id }, true);
  return user;
}
