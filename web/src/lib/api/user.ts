import type { SeekerProfile, UserRecord } from '@kaamkaj/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Envelope, request } from '../http';

/** The user record; a seeker's carries the profile fields too (spec 000 §7 "User"). */
export type User = UserRecord & Partial<SeekerProfile>;

/** A seeker's record: every profile field present (null or [] when empty). */
export type SeekerUser = UserRecord & SeekerProfile;

// spec 000 §7 "User": GET /user/ with param _id.
export const userQuery = (id: string) =>
  queryOptions({
    queryKey: ['user', id],
    queryFn: ({ signal }) =>
      request<Envelope<User>>('/user/', { query: { _id: id }, toast: false, signal }).then(
        (body) => body.data,
      ),
  });

export function useUser(id: string | null) {
  return useQuery({ ...userQuery(id ?? ''), enabled: Boolean(id) });
}
