import {
  OTP_DEFAULT_LENGTH,
  OTP_RESEND_SECONDS,
  SITE_CONTACT,
  SITE_CONTACT_ID,
  type SiteContact,
} from '@kaamkaj/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Envelope, request } from './http';
import { BACKGROUND } from './query-client';

export type AppConfig = SiteContact & {
  version: string;
  otp_length: number;
  resend_seconds: number;
};

const FIVE_MINUTES = 5 * 60_000;

// GET /api/config: read at start and on window focus at most every 5 minutes (the version check).
export const configQuery = queryOptions({
  queryKey: ['config'],
  queryFn: ({ signal }) =>
    request<Envelope<AppConfig>>('/config', { auth: false, toast: false, signal }).then(
      (body) => body.data,
    ),
  staleTime: FIVE_MINUTES,
  refetchOnWindowFocus: true,
  meta: BACKGROUND,
});

export function useConfig() {
  return useQuery(configQuery).data;
}

/** OTP length and resend delay from the server, with the spec's defaults while loading. */
export function useOtpSettings() {
  const config = useConfig();
  return {
    otpLength: config?.otp_length ?? OTP_DEFAULT_LENGTH,
    resendSeconds: config?.resend_seconds ?? OTP_RESEND_SECONDS,
  };
}

/**
 * The site's contact details (spec 000 §2.3): the server's, from GET /api/config; until it has
 * answered, the ones the page was sent with (issue 16 item 2: every page made from index.html
 * holds them, the app's shell too, as the server filled them in, web/vite.config.ts), so a
 * prerendered page hydrates as it was sent, they never appear late, and the worker's copy of the
 * shell has them offline; in the build's prerender, the defaults (the server puts its own in
 * their place). A page sent without them shows them once the config has come.
 */
export function useSiteContact(): SiteContact | undefined {
  return useConfig() ?? sentContact();
}

function sentContact(): SiteContact | undefined {
  if (typeof document === 'undefined') return SITE_CONTACT; // the prerender (web/src/prerender.tsx)
  const text = document.getElementById(SITE_CONTACT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    if (!isContact(value)) return undefined;
    const { support_phone, support_email, company_address } = value;
    return { support_phone, support_email, company_address };
  } catch {
    return undefined;
  }
}

function isContact(value: unknown): value is SiteContact {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.support_phone === 'string' &&
    typeof v.support_email === 'string' &&
    typeof v.company_address === 'string'
  );
}
