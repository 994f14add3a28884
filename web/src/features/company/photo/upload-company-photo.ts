import { type EmployerRecord, fileProblem } from '@kaamkaj/domain';
import { saveEmployer } from '../../../lib/api/employer';
import { isApiError } from '../../../lib/api-error';
import { showErrorToast } from '../../../lib/http';
import { i18n } from '../../../lib/i18n';
import { notify } from '../../../lib/toast';
import { uploadFile } from '../../../lib/upload/upload-file';

/**
 * The employer's photo (spec 001 §2 "Employer profile: photo"), through the file pipeline of
 * spec 001 §7: check type and size first (red 5 s toast), pre-upload as profile_pic, the
 * multipart POST, post-upload, then save the file id with PUT /user/v2/profile. Resolves the
 * saved record, or null when the phone refused the file.
 */
export async function uploadCompanyPhoto(
  employerId: string,
  file: File,
): Promise<EmployerRecord | null> {
  const problem = fileProblem('profile_pic', file);
  if (problem) {
    void notify.fileError(i18n.t(`validation.${problem}`));
    return null;
  }
  const uploaded = await uploadFile(employerId, file, 'profile_pic');
  try {
    const { employer } = await saveEmployer({ _id: employerId, profile_pic: uploaded.file_id });
    return employer;
  } catch (error) {
    // saveEmployer leaves the message to forms; here nothing else would show it
    if (isApiError(error)) showErrorToast(error);
    throw error;
  }
}
