import type { BasicDetailBody } from '@kaamkaj/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SeekerUser } from '../../../lib/api/user';
import { type Envelope, request } from '../../../lib/http';

// spec 000 §2.6 step 1: POST /user/basicdetail; the server sets profile_status 1.
export function saveBasicDetails(body: BasicDetailBody) {
  return request<Envelope<SeekerUser>>('/user/basicdetail', {
    method: 'POST',
    body,
    toast: false,
  }).then((res) => res.data);
}

export function useSaveBasicDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBasicDetails,
    onSuccess: (user) => queryClient.setQueryData(['user', user._id], user),
  });
}
