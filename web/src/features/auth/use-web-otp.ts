import { useEffect, useRef } from 'react';

/**
 * Chrome for Android reads the one-time code from the SMS (issue 14; the SMS ends with the
 * WebOTP line `@<host> #<code>`, server/src/features/auth/otp.service.ts): after the phone asks
 * the user once, `onCode` gets the code and the form sends itself. Elsewhere, or when refused,
 * nothing happens and the code is typed (the field's `autocomplete="one-time-code"` still offers
 * it above the keyboard on many phones). `null` turns it off (a code sent by e-mail).
 */
export function useWebOtp(onCode: ((code: string) => void) | null) {
  const latest = useRef(onCode);
  latest.current = onCode;
  const enabled = onCode !== null;

  useEffect(() => {
    if (!enabled || !('OTPCredential' in window) || !navigator.credentials?.get) return;
    const abort = new AbortController();
    navigator.credentials
      .get({ otp: { transport: ['sms'] }, signal: abort.signal } as CredentialRequestOptions)
      .then((credential) => {
        const code = (credential as { code?: unknown } | null)?.code;
        if (typeof code === 'string' && /^\d+$/.test(code)) latest.current?.(code);
      })
      .catch(() => {}); // aborted on leaving, refused, or timed out: the user types it
    return () => abort.abort();
  }, [enabled]);
}
