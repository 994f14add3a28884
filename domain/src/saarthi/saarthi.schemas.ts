import { z } from 'zod';
import { Id, requiredText, unknownField } from '../common/fields';
import { EMAIL_PATTERN, MOBILE_PATTERN } from '../common/patterns';
import { PROFILE_STATUS } from '../common/roles';
import { codeOf, DistrictId, PersonName } from '../profile/profile.fields';
import { AGE_BAND, EXPERIENCE, GENDER, QUALIFICATION } from '../reference/codes';
import { AgentMobile } from './saarthi-login.schemas';

// Saarthi (field agent, role 1) accounts: spec 001 §2 /saarthi, §5 "Employee-code registration
// and login", §7 POST /register/saarthi, POST /login/saarthi; DESIGN.md §4 (then a one-time code).

export const SaarthiRegisterBody = z.object({
  name: PersonName,
  contact: AgentMobile,
  address_home: DistrictId,
  email: z
    .preprocess(
      (v) => (v === '' || v === null ? undefined : v),
      z
        .string({ error: 'emailInvalid' })
        .trim()
        .max(254, { error: 'emailInvalid' })
        .transform((v) => v.toLowerCase())
        .refine((v) => EMAIL_PATTERN.test(v), { error: 'emailInvalid' })
        .optional(),
    )
    .optional(),
  tnc: z.literal(true, { error: 'tncRequired' }),
  lang: z.enum(['hi', 'en']).optional(),
});
export type SaarthiRegisterBody = z.infer<typeof SaarthiRegisterBody>;

/** spec 001 §2: the message after sign-up. */
export const SAARTHI_REGISTERED = 'Successfully Registered please sign in to continue';
/** How a new agent's code is made: SAR and six digits (issue 13's example). */
export const SAARTHI_CODE_PREFIX = 'SAR';

// spec 001 §5 "Agent new-user form": the spec's own messages (the leading spaces are the spec's
// quirk; ours are trimmed). 36+ is age code 3 (DESIGN.md §4).
export const AgentNewUserBody = z.object({
  name: requiredText('agentNameRequired')
    .max(30, { error: 'nameMax' })
    .regex(/^\p{L}/u, { error: 'agentNameLetterFirst' })
    .regex(/^[\p{L}\p{M} .]+$/u, { error: 'agentNameLetterFirst' })
    .transform((v) => v.replace(/\s+/g, ' ')),
  contact: requiredText('agentContactRequired').regex(MOBILE_PATTERN, {
    error: 'agentContactRequired',
  }),
  gender: codeOf(GENDER),
  age: codeOf(AGE_BAND),
  qualification: codeOf(QUALIFICATION),
  experience: codeOf(EXPERIENCE),
  address_home: requiredText('agentDistrictRequired').pipe(DistrictId),
});
export type AgentNewUserBody = z.infer<typeof AgentNewUserBody>;

/** A form value as a number when it is one ('2' -> 2); a blank value counts as left out. */
const formNumber = (value: unknown) => {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '') return undefined;
  return /^\d{1,6}$/.test(text) ? Number(text) : value;
};

// spec 001 §7 "Agent user multipart": the same fields sent as a form, where every value is text,
// so the four codes are coerced. The spec's form also carries created_by and profile_status,
// which the server sets anyway: only the calling agent's id (checked on the server) and 1 pass.
// Any other field is named (issue 14 item 15).
export const AgentNewUserForm = z.strictObject(
  {
    ...AgentNewUserBody.shape,
    gender: z.preprocess(formNumber, AgentNewUserBody.shape.gender),
    age: z.preprocess(formNumber, AgentNewUserBody.shape.age),
    qualification: z.preprocess(formNumber, AgentNewUserBody.shape.qualification),
    experience: z.preprocess(formNumber, AgentNewUserBody.shape.experience),
    created_by: Id.optional(),
    profile_status: z.preprocess(
      formNumber,
      z.literal(PROFILE_STATUS.BASIC_DONE, { error: 'invalidChoice' }).optional(),
    ),
  },
  unknownField,
);
export type AgentNewUserForm = z.infer<typeof AgentNewUserForm>;
