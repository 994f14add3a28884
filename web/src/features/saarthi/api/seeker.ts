import { type FileCategory, fileProblem, type ProfileUpdateBody } from '@kaamkaj/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '../../../lib/api/user';
import { type Envelope, request } from '../../../lib/http';
import { declaredType, uploadFile } from '../../../lib/upload/upload-file';

export const agentSeekerQuery = (id: string) =>
  queryOptions({
    queryKey: ['saarthi', 'seeker', id],
    queryFn: ({ signal }) =>
      request<Envelope<User>>(`/saarthi/users/${encodeURIComponent(id)}`, {
        toast: false,
        signal,
      }).then((res) => res.data),
  });

// GET /saarthi/users/:id: a seeker the agent registered (DESIGN.md §6; anyone else's is a 403).
export function useAgentSeeker(id: string) {
  return useQuery({ ...agentSeekerQuery(id), enabled: Boolean(id) });
}

/** PUT /saarthi/users/:id: profile sections the agent saves for their seeker (issue 13). */
export function saveForSeeker(id: string, body: Omit<ProfileUpdateBody, '_id'>) {
  return request<Envelope<User>>(`/saarthi/users/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: { _id: id, ...body },
    toast: false,
  }).then((res) => res.data);
}

export type SeekerMedia = Extract<FileCategory, 'profile_pic' | 'video_resume'>;

/**
 * The photo or video resume of the agent's seeker, through the file pipeline into the seeker's
 * own space (spec 000 §7 "Files"), then saved on their profile. The file was checked when it
 * was picked (type, size); the server checks it again.
 */
export async function addSeekerMedia(seekerId: string, file: File, category: SeekerMedia) {
  const problem = seekerMediaProblem(file, category);
  if (problem) throw new Error(problem);
  const uploaded = await uploadFile(seekerId, file, category);
  return saveForSeeker(seekerId, { [category]: uploaded.file_id });
}

/** Why `file` cannot be this photo or video (a domain message key), or null. */
export function seekerMediaProblem(file: File, category: SeekerMedia) {
  return fileProblem(category, {
    name: file.name,
    size: file.size,
    type: declaredType(file, category),
  });
}
