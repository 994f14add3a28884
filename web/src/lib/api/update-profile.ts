import type { ProfileUpdateBody } from '@kaamkaj/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Envelope, request } from '../http';
import type { User } from './user';

type Saved = { message: string | undefined; user: User };

// spec 000 §7 "User": PUT /user/v2/profile {_id plus one section}. Forms show the failure in
// their own alert (spec 000 §8 "Saving a profile section fails"), so no toast by default.
export function updateProfile(body: ProfileUpdateBody, toast = false): Promise<Saved> {
  return request<Envelope<User>>('/user/v2/profile', { method: 'PUT', body, toast }).then(
    (res) => ({ message: res.message, user: res.data }),
  );
}

/** Saves a section, then refreshes the user: completion bar and tab-bar avatar follow. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileUpdateBody) => updateProfile(body),
    onSuccess: ({ user }) => {
      queryClient.setQueryData(['user', user._id], user);
      return queryClient.invalidateQueries({ queryKey: ['user', user._id] });
    },
  });
}
