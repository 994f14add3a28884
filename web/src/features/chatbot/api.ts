import type { ChatbotMessageInput } from '@kaamkaj/domain';
import { request } from '../../lib/http';

// spec 001 §7 "Captcha check": POST /login/query-feedback with the captcha token.
export function sendChatbotMessage(body: ChatbotMessageInput) {
  return request<{ success: true; message: string }>('/login/query-feedback', {
    method: 'POST',
    body,
    auth: false,
    toast: false,
  });
}
