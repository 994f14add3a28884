import type { FileCategory } from '@kaamkaj/domain';
import { postUpload, type UploadedFile } from './post-upload';
import { preUpload } from './pre-upload';
import { sendToStorage } from './send-to-storage';

/** The three steps of spec 000 §7 "Files" for a file sent in one go (no progress bar). */
export async function uploadFile(
  userId: string,
  file: File,
  category: FileCategory,
): Promise<UploadedFile> {
  const ticket = await preUpload(userId, {
    file_name: file.name.replace(/\s+/g, ''),
    content_type: file.type,
    file_size: file.size,
    file_category: category,
  });
  await sendToStorage(ticket, file);
  return postUpload(userId, ticket.file_id);
}
