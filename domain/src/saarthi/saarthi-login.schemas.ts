import { z } from 'zod';
import { otpField, requiredText } from '../common/fields';
import { MOBILE_PATTERN } from '../common/patterns';

// A Saarthi's sign-in (spec 001 §2 /saarthi, §5 "Employee-code registration and login", §7 POST
// /login/saarthi; DESIGN.md §4), apart from the sign-up's rules (saarthi.schemas.ts): the web
// loads these when the sign-in is sent, without the district table a sign-up checks against.

/** spec 001 §5: "phone required, 10 digits ('Please enter 10 digit mobile number')". */
export const AgentMobile = requiredText('agentMobileRequired').regex(MOBILE_PATTERN, {
  error: 'agentMobileInvalid',
});

/** A Saarthi code as typed on the sign-in form: required, upper-cased (SAR + digits). */
export const EmployeeCode = requiredText('required')
  .max(20, { error: 'empCodeInvalid' })
  .transform((v) => v.toUpperCase().replace(/\s+/g, ''))
  .refine((v) => /^[A-Z0-9]{3,20}$/.test(v), { error: 'empCodeInvalid' });

export const SaarthiLoginBody = z.object({ contact: AgentMobile, emp_code: EmployeeCode });
export type SaarthiLoginBody = z.infer<typeof SaarthiLoginBody>;

export function saarthiConfirmBody(otpLength: number) {
  return z.object({ contact: AgentMobile, emp_code: EmployeeCode, otp: otpField(otpLength) });
}
export type SaarthiConfirmBody = z.infer<ReturnType<typeof saarthiConfirmBody>>;
