import type { CallClickBody } from '@kaamkaj/domain';
import { useMutation } from '@tanstack/react-query';
import { type Envelope, request } from '../../../lib/http';

export type Revealed = { contact: string; clicks: number };

// spec 001 §2 "Revealing records a call-click count for the job and user": POST
// /job/users/call-click answers the number (Shortlisted only) and counts the click.
export function revealContact(body: CallClickBody): Promise<Revealed> {
  return request<Envelope<Revealed>>('/job/users/call-click', { method: 'POST', body }).then(
    (res) => res.data,
  );
}

export function useRevealContact() {
  return useMutation({ mutationFn: revealContact });
}
