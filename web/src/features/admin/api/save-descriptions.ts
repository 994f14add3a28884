import type { EmployerJob, JobDescriptionsBody } from '@kaamkaj/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Envelope, request } from '../../../lib/http';
import { uploadFile } from '../../../lib/upload/upload-file';
import { ADMIN_KEY } from './paged';

export type DescriptionFiles = { animated: File | null; audio: File | null };

/**
 * Issue 12: each chosen file through the three-step upload as the admin's own (a public
 * `animated_jd` video, a public `audio` file), then PUT /admin/jobs/:id/descriptions puts them
 * on the job. A failed upload has shown its toast; the PUT's failure the dialog shows itself.
 */
export async function saveDescriptions(adminId: string, jobId: string, files: DescriptionFiles) {
  const body: JobDescriptionsBody = {};
  if (files.animated) {
    body.animated_file_id = (await uploadFile(adminId, files.animated, 'animated_jd')).file_id;
  }
  if (files.audio) body.audio_file_id = (await uploadFile(adminId, files.audio, 'audio')).file_id;
  return request<Envelope<EmployerJob>>(`/admin/jobs/${encodeURIComponent(jobId)}/descriptions`, {
    method: 'PUT',
    body,
    toast: false,
  }).then((res) => res.data);
}

export function useSaveDescriptions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { adminId: string; jobId: string; files: DescriptionFiles }) =>
      saveDescriptions(input.adminId, input.jobId, input.files),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ADMIN_KEY] }),
  });
}
