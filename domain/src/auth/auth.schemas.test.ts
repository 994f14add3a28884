import { describe, expect, it } from 'vitest';
import { messageText } from '../common/messages';
import {
  EmployerLoginBody,
  employerConfirmBody,
  SeekerLoginBody,
  SeekerLoginForm,
  seekerConfirmBody,
} from './auth.schemas';

function firstError(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? null : (result.error?.issues[0]?.message ?? null);
}

describe('SeekerLoginBody (spec 000 §5)', () => {
  it('accepts a 10 digit number starting 6-9 and defaults opt_in', () => {
    expect(SeekerLoginBody.parse({ contact: '9876543210', tnc: true })).toEqual({
      contact: '9876543210',
      opt_in: false,
      tnc: true,
    });
  });

  it('refuses a sign-in without the terms accepted (DPDP Act: consent is given, never assumed)', () => {
    expect(firstError(SeekerLoginBody.safeParse({ contact: '9876543210' }))).toBe('tncRequired');
    expect(firstError(SeekerLoginBody.safeParse({ contact: '9876543210', tnc: false }))).toBe(
      'tncRequired',
    );
  });

  it.each([
    [{}, 'mobileRequired'],
    [{ contact: '' }, 'mobileRequired'],
    [{ contact: '   ' }, 'mobileRequired'],
    [{ contact: '5876543210' }, 'mobileInvalid'],
    [{ contact: '98765' }, 'mobileInvalid'],
    [{ contact: '98765432101' }, 'mobileInvalid'],
    [{ contact: '98765abcde' }, 'mobileInvalid'],
  ])('rejects %j with %s', (body, key) => {
    expect(firstError(SeekerLoginBody.safeParse(body))).toBe(key);
  });

  it('gives the spec texts for the keys', () => {
    expect(messageText('mobileRequired')).toBe('Please enter contact number');
    expect(messageText('mobileInvalid')).toBe('Please enter 10 digit valid mobile number');
  });

  it('requires the terms checkbox on the form', () => {
    const result = SeekerLoginForm.safeParse({ contact: '9876543210', opt_in: true, tnc: false });
    expect(firstError(result)).toBe('tncRequired');
    expect(messageText('tncRequired')).toBe('please tick checkbox');
  });
});

describe('seekerConfirmBody', () => {
  const body = seekerConfirmBody(4);
  it.each([
    [{ contact: '9876543210' }, 'otpRequired', 'You must enter OTP'],
    [{ contact: '9876543210', otp: '12' }, 'otpMin', 'Please enter minimum 4 digits OTP'],
    [{ contact: '9876543210', otp: '12345' }, 'otpMax', 'Please enter only 4 digits OTP'],
    [{ contact: '9876543210', otp: '12a4' }, 'otpDigits', 'Please enter only 4 digits OTP'],
  ])('rejects %j with %s', (input, key, text) => {
    expect(firstError(body.safeParse(input))).toBe(key);
    expect(messageText(key, { length: 4 })).toBe(text);
  });

  it('follows the configured length', () => {
    expect(seekerConfirmBody(6).safeParse({ contact: '9876543210', otp: '123456' }).success).toBe(
      true,
    );
    expect(firstError(seekerConfirmBody(6).safeParse({ contact: '9876543210', otp: '1234' }))).toBe(
      'otpMin',
    );
  });
});

describe('EmployerLoginBody (spec 001 §3, §5)', () => {
  it('lower-cases an e-mail user name', () => {
    expect(
      EmployerLoginBody.parse({
        user_name: ' HR@Example.COM ',
        login_type: 'email',
        opt_in: true,
        tnc: true,
      }),
    ).toEqual({ user_name: 'hr@example.com', login_type: 'email', opt_in: true, tnc: true });
  });

  it('accepts a phone with login_type contact', () => {
    expect(
      EmployerLoginBody.parse({ user_name: '9123456789', login_type: 'contact', tnc: true }),
    ).toEqual({
      user_name: '9123456789',
      login_type: 'contact',
      opt_in: false,
      tnc: true,
    });
  });

  it.each([
    [{ login_type: 'email' }, 'userNameRequired'],
    [{ user_name: 'not-an-email', login_type: 'email' }, 'userNameInvalid'],
    [{ user_name: '12345', login_type: 'contact' }, 'userNameInvalid'],
    [{ user_name: 'a@b.co', login_type: 'phone' }, 'loginTypeInvalid'],
    [{ user_name: 'a@b.co', login_type: 'contact' }, 'loginTypeMismatch'],
    [{ user_name: 'a@b.co', login_type: 'email', tnc: false }, 'tncRequired'],
  ])('rejects %j with %s', (body, key) => {
    expect(firstError(EmployerLoginBody.safeParse({ tnc: true, ...body }))).toBe(key);
  });

  it('confirm body carries lead_source', () => {
    const parsed = employerConfirmBody(4).parse({
      user_name: 'A@B.CO',
      login_type: 'email',
      otp: '1234',
      lead_source: 'web',
    });
    expect(parsed).toEqual({
      user_name: 'a@b.co',
      login_type: 'email',
      otp: '1234',
      lead_source: 'web',
    });
  });
});
