import { z } from 'zod';
import { Mobile, OptIn, otpField, requiredText } from '../common/fields';
import { LOGIN_TYPES, type LoginType, loginTypeOf } from './login-types';

/**
 * The version of the terms and privacy text a user accepts when signing in. DPDP Act 2023 §6:
 * consent is a clear affirmative act, so the box starts unticked (spec 000 §2.4 has it ticked;
 * the law wins), the login call carries `tnc: true`, and the server stores when and which text
 * (users.consent_at, users.consent_version). Change it when /terms or /privacy change.
 */
export const CONSENT_VERSION = '2026-11-25';

/** The terms box, sent with every login call (spec 001 §3 drops it; the law keeps it). */
export const TermsAccepted = z.literal(true, { error: 'tncRequired' });

// spec 000 §2.4, §7: POST /login/user
export const SeekerLoginBody = z.object({
  contact: Mobile,
  opt_in: OptIn.default(false),
  tnc: TermsAccepted,
});
export type SeekerLoginBody = z.infer<typeof SeekerLoginBody>;

// The form: the terms checkbox and the WhatsApp opt-in, both unticked at first.
export const SeekerLoginForm = z.object({
  contact: Mobile,
  opt_in: z.boolean(),
  tnc: z.boolean().refine((v) => v, { error: 'tncRequired' }),
});
export type SeekerLoginForm = z.infer<typeof SeekerLoginForm>;

// spec 000 §7: POST /login/confirm {otp, contact}
export function seekerConfirmBody(otpLength: number) {
  return z.object({
    contact: Mobile,
    otp: otpField(otpLength),
    // issue 13: the Saarthi code of the link the seeker came through (/user?ref=, a share link)
    ref: z
      .string()
      .trim()
      .max(20)
      .transform((v) => v.toUpperCase())
      .optional(),
  });
}
export type SeekerConfirmBody = z.infer<ReturnType<typeof seekerConfirmBody>>;

const LoginTypeField = z.enum(LOGIN_TYPES, { error: 'loginTypeInvalid' });

// spec 001 §3 "Login payloads": user_name lower-cased; §5: phone or e-mail pattern.
const UserName = requiredText('userNameRequired')
  .max(254, { error: 'userNameInvalid' })
  .transform((v) => v.toLowerCase())
  .refine((v) => loginTypeOf(v) !== null, { error: 'userNameInvalid' });

function loginTypeMatches(body: { user_name: string; login_type: LoginType }) {
  return loginTypeOf(body.user_name) === body.login_type;
}

// spec 001 §7: POST /login/v2 {user_name, login_type, opt_in}
export const EmployerLoginBody = z
  .object({
    user_name: UserName,
    login_type: LoginTypeField,
    opt_in: OptIn.default(false),
    tnc: TermsAccepted,
  })
  .refine(loginTypeMatches, { error: 'loginTypeMismatch', path: ['login_type'] });
export type EmployerLoginBody = z.infer<typeof EmployerLoginBody>;

// The employer form: one field, the type is derived; the terms flag is sent (see CONSENT_VERSION).
export const EmployerLoginForm = z.object({
  user_name: UserName,
  opt_in: z.boolean(),
  tnc: z.boolean().refine((v) => v, { error: 'tncRequired' }),
});
export type EmployerLoginForm = z.infer<typeof EmployerLoginForm>;

// spec 001 §7: POST /login/v2/confirm {otp, login_type, user_name, lead_source}
export function employerConfirmBody(otpLength: number) {
  return z
    .object({
      user_name: UserName,
      login_type: LoginTypeField,
      otp: otpField(otpLength),
      lead_source: z.string().trim().max(50, { error: 'leadSourceTooLong' }).optional(),
    })
    .refine(loginTypeMatches, { error: 'loginTypeMismatch', path: ['login_type'] });
}
export type EmployerConfirmBody = z.infer<ReturnType<typeof employerConfirmBody>>;

/** Confirmed login, spec 000 §3.2: data {_id, role, token, profile_status} plus refresh_token. */
export type LoginResult = {
  success: true;
  message: string;
  data: { _id: string; role: number; token: string; profile_status: number };
  refresh_token: string;
};
