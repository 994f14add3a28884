import 'altcha/external';
import 'altcha/altcha.css';
import './captcha-theme.css';
import type {} from 'altcha/types/react';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CHATBOT_NS } from './chatbot-i18n';

// DESIGN.md §2 "captcha": ALTCHA, self-hosted proof of work. `altcha/external` leaves the worker
// to us: a real file (no blob: URL), so a strict Content-Security-Policy can allow it.
$altcha.algorithms.set('PBKDF2/SHA-256', () => new Pbkdf2Worker());

const STRING_KEYS = {
  label: 'label',
  verifying: 'verifying',
  verified: 'verified',
  error: 'error',
  expired: 'expired',
  verificationRequired: 'required',
  loading: 'loading',
  waitAlert: 'wait',
  reload: 'reload',
} as const;

type CaptchaWidgetProps = {
  /** The payload to send once the proof is found; null while there is none (or it expired). */
  onChange: (payload: string | null) => void;
};

/** The ALTCHA checkbox, in the reader's language; its challenge comes from GET /api/login/captcha. */
export default function CaptchaWidget({ onChange }: CaptchaWidgetProps) {
  const { t, i18n } = useTranslation(CHATBOT_NS);
  const ref = useRef<HTMLElement>(null);
  const language = i18n.language === 'hi' ? 'hi' : 'en';

  // The widget's own words, from our bundles, before it renders.
  const strings = Object.fromEntries(
    Object.entries(STRING_KEYS).map(([key, ours]) => [key, t(`captcha.${ours}`)]),
  );
  $altcha.i18n.set(language, { ...($altcha.i18n.get(language) ?? {}), ...strings });

  useEffect(() => {
    const widget = ref.current;
    if (!widget) return;
    const onState = (event: Event) => {
      const { state, payload } = (event as CustomEvent<{ state: string; payload?: string }>).detail;
      onChange(state === 'verified' && payload ? payload : null);
    };
    widget.addEventListener('statechange', onState);
    return () => widget.removeEventListener('statechange', onState);
  }, [onChange]);

  return (
    <altcha-widget
      ref={ref}
      challenge="/api/login/captcha"
      language={language}
      configuration={JSON.stringify({ hideFooter: true })}
    />
  );
}
