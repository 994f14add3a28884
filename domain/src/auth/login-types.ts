import { EMAIL_PATTERN, MOBILE_PATTERN } from '../common/patterns';

// How an employer signs in (spec 001 §3 "Login payloads"), apart from the schemas so that the
// code screen loads no zod before its form is sent (issue 16).

export const LOGIN_TYPES = ['contact', 'email'] as const;
export type LoginType = (typeof LOGIN_TYPES)[number];

/** 'contact' for a 10-digit mobile number, 'email' for an e-mail address, else null. */
export function loginTypeOf(userName: string): LoginType | null {
  const value = userName.trim();
  if (MOBILE_PATTERN.test(value)) return 'contact';
  if (EMAIL_PATTERN.test(value)) return 'email';
  return null;
}
