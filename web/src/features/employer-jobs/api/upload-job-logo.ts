import { uploadFile } from '../../../lib/upload/upload-file';

/** The job's logo through the 3-step file pipeline: a public 'job_logo' file (spec 001 §7). */
export async function uploadJobLogo(userId: string, file: File): Promise<string> {
  return (await uploadFile(userId, file, 'job_logo')).file_id;
}
