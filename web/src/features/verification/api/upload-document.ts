import { uploadFile } from '../../../lib/upload/upload-file';

/**
 * A verification document through the 3-step file pipeline (spec 001 §7 "File upload"): a
 * private 'document' file, read only by administrators through short-lived links.
 */
export async function uploadDocument(userId: string, file: File): Promise<string> {
  return (await uploadFile(userId, file, 'document')).file_id;
}
