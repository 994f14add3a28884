import { postUpload } from '../../../app/upload/post-upload';
import { preUpload } from '../../../app/upload/pre-upload';
import { sendToStorage } from '../../profile/api/send-to-storage';

/** The job's logo through the 3-step file pipeline: a public 'job_logo' file (spec 001 §7). */
export async function uploadJobLogo(userId: string, file: File): Promise<string> {
  const ticket = await preUpload(userId, {
    file_name: file.name.replace(/\s+/g, ''),
    content_type: file.type,
    file_size: file.size,
    file_category: 'job_logo',
  });
  await sendToStorage(ticket, file);
  const uploaded = await postUpload(userId, ticket.file_id);
  return uploaded.file_id;
}
