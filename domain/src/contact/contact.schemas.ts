import { z } from 'zod';
import { requiredText } from '../common/fields';
import { CONTACT_MESSAGE_MAX, CONTACT_NAME_MAX } from '../common/limits';
import { EMAIL_PATTERN, MOBILE_PATTERN } from '../common/patterns';

// spec 000 §5 contact form; spec 001 §7 POST /contact/us. contact_details is lower-cased.
export const ContactUsBody = z.object({
  name: requiredText('contactNameRequired').max(CONTACT_NAME_MAX, { error: 'contactNameMax' }),
  contact_details: requiredText('contactDetailsRequired')
    .transform((v) => v.toLowerCase())
    .refine((v) => MOBILE_PATTERN.test(v) || EMAIL_PATTERN.test(v), {
      error: 'contactDetailsInvalid',
    }),
  message: requiredText('contactMessageRequired').max(CONTACT_MESSAGE_MAX, {
    error: 'contactMessageMax',
  }),
  lead_source: z.string().trim().max(50).optional(),
});
export type ContactUsBody = z.infer<typeof ContactUsBody>;

// Issue 13: what reaches the admin's inbox (the contact form; the chatbot's feedback, queries
// and support requests once it is built).
export const INBOX_KINDS = ['contact', 'feedback', 'query', 'support'] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

export type InboxItem = {
  _id: string;
  kind: InboxKind;
  name: string;
  contact_details: string;
  message: string;
  rating: number | null;
  user_type: string | null;
  lead_source: string | null;
  created_at: string;
  handled_at: string | null;
};
