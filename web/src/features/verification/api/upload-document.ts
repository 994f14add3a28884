import { postUpload } from '../../../app/upload/post-upload';
import { preUpload } from '../../../app/upload/pre-upload';
import { sendToStorage } from '../../profile/api/send-to-storage';

/**
 * A verification document through the 3-step file pipeline (spec 001 §7 "File upload"): a
 * private 'document' file, read only by administrators through short-lived links.
 */
export async function uploadDocument(userId: string, file: File): Promise<string> {
  const ticket = await preUpload(userId, {
    file_name: file.name.replace(/\s+/g, ''),
    content_type: file.type,
    file_size: file.size,
    file_category: 'document',
  });
  await sendToStorage(ticket, file);
  const uploaded = await postUpload(userId, ticket.file_id);
  return uploaded.file_id;
}
