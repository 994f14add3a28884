import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Envelope, request } from '../../../lib/http';

export type FileLink = { url: string; content_type: string; expires_in: number | null };

// GET /file/{fileId}/link: a short-lived address of a private file (the video resume).
export const fileLinkQuery = (fileId: string) =>
  queryOptions({
    queryKey: ['file-link', fileId],
    queryFn: ({ signal }) =>
      request<Envelope<FileLink>>(`/file/${fileId}/link`, { signal }).then((body) => body.data),
    // The link expires: fetch a fresh one each time the player opens.
    staleTime: 0,
    gcTime: 0,
  });

export function useFileLink(fileId: string, enabled: boolean) {
  return useQuery({ ...fileLinkQuery(fileId), enabled });
}
