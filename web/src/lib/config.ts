import { OTP_DEFAULT_LENGTH, OTP_RESEND_SECONDS } from '@kaamkaj/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Envelope, request } from './http';
import { BACKGROUND } from './query-client';

export type AppConfig = {
  version: string;
  otp_length: number;
  resend_seconds: number;
  support_phone: string;
  support_email: string;
  company_address: string;
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
