import type { ContactUsBody } from '@kaamkaj/domain';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/http';

// spec 000 §7 "Other": POST /contact/us {name, contact_details, message, lead_source}.
export function sendContact(body: ContactUsBody) {
  return request<{ success: true; message?: string }>('/contact/us', { method: 'POST', body });
}

export function useSendContact() {
  return useMutation({ mutationFn: sendContact });
}
