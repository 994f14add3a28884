import { isApiError } from '../../lib/api-error';
import { i18n } from '../../lib/i18n';
import { PLANS_NS } from './plans-i18n';
import { CheckoutUnavailable } from './use-purchase';

const KNOWN = [
  'ALREADY_PREMIUM',
  'PLAN_NOT_FOUND',
  'TOO_MANY_ORDERS',
  'PAYMENT_PROVIDER_UNAVAILABLE',
] as const;

/** Why a payment could not start, in the user's language (the server's text is English). */
export function purchaseErrorText(error: unknown): string {
  if (error instanceof CheckoutUnavailable)
    return i18n.t('errors.checkoutScript', { ns: PLANS_NS });
  if (isApiError(error) && error.status === 0) return i18n.t('errors.network');
  if (isApiError(error) && (KNOWN as readonly string[]).includes(error.code)) {
    return i18n.t(`errors.${error.code}`, { ns: PLANS_NS });
  }
  return i18n.t('errors.generic', { ns: PLANS_NS });
}
