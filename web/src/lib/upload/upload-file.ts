import { contentTypeOfExtension, FILE_CATEGORIES, type FileCategory } from '@kaamkaj/domain';
import { postUpload, type UploadedFile } from './post-upload';
import { preUpload } from './pre-upload';
import { sendToStorage } from './send-to-storage';

/**
 * The type to declare: the browser's when the category takes it, else the category's type of the
 * name's extension (some phones give no type, or audio/mp3, for an .mp3).
 */
export function declaredType(file: Pick<File, 'name' | 'type'>, category: FileCategory): string {
  const types: Record<string, unknown> = FILE_CATEGORIES[category].types;
  if (Object.hasOwn(types, file.type.toLowerCase())) return file.type;
  const ext = file.name.toLowerCase().split('.').pop() ?? '';
  return contentTypeOfExtension(ext, category) ?? file.type;
}

/** The three steps of spec 000 §7 "Files" for a file sent in one go (no progress bar). */
export async function uploadFile(
  userId: string,
  file: File,
  category: FileCategory,
): Promise<UploadedFile> {
  const ticket = await preUpload(userId, {
    file_name: file.name.replace(/\s+/g, ''),
    content_type: declaredType(file, category),
    file_size: file.size,
    file_category: category,
  });
  await sendToStorage(ticket, file);
  return postUpload(userId, ticket.file_id);
}
