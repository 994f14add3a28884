import { RATING_MAX } from '@kaamkaj/domain';
import { Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ZodType } from 'zod';
import { Button } from '../../components/ui/button';
import { TextArea, TextField } from '../../components/ui/field';
import { LoadBoundary, lazyDialog } from '../../components/ui/lazy-dialog';
import { Spinner } from '../../components/ui/loader';
import { MobileField } from '../../components/ui/mobile-field';
import { isApiError, isRefusal } from '../../lib/api-error';
import { sendChatbotMessage } from './api';
import { CHATBOT_NS } from './chatbot-i18n';
import type { Answers, Chat } from './conversation';
import {
  type Dispatch,
  Form,
  type Rules,
  ServerError,
  type Translate,
  useCheck,
} from './step-parts';

// The steps of the feedback, query and support flows (spec 001 §4, §5): what the visitor types
// or rates, then the captcha and the message sent.

// offline, its code may not have come: the step says so, and its Try again asks again
const CaptchaWidget = lazyDialog(() => import('./captcha-widget'));

export function TextStep({
  field,
  rule,
  dispatch,
  phone = false,
  multiline = false,
}: {
  field: 'name' | 'contact' | 'query';
  rule: (rules: Rules) => ZodType<string>;
  dispatch: Dispatch;
  phone?: boolean;
  multiline?: boolean;
}) {
  const { t } = useTranslation(CHATBOT_NS);
  const check = useCheck();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const label = t(`${field === 'contact' ? 'phone' : field}Label`);

  const submit = async () => {
    setChecking(true);
    const checked = await check(rule, value);
    setChecking(false);
    if (!checked) return;
    setError(checked.error);
    if (checked.value === null) return;
    dispatch({
      type: 'answer',
      field,
      value: checked.value,
      shown: { from: 'user', text: phone ? `+91 ${checked.value}` : checked.value },
    });
  };

  return (
    <Form onSubmit={submit}>
      {multiline ? (
        <TextArea
          label={label}
          rows={3}
          maxLength={500}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          error={error ?? undefined}
        />
      ) : phone ? (
        <MobileField
          label={label}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          error={error ?? undefined}
        />
      ) : (
        <TextField
          label={label}
          value={value}
          autoComplete="name"
          maxLength={50}
          onChange={(event) => setValue(event.target.value)}
          error={error ?? undefined}
        />
      )}
      <Button type="submit" block busy={checking}>
        {t('next')}
      </Button>
    </Form>
  );
}

export function RatingStep({ dispatch }: { dispatch: Dispatch }) {
  const { t } = useTranslation(CHATBOT_NS);
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-slate-700">{t('ratingLabel')}</legend>
      <div className="grid grid-cols-5 gap-2">
        {Array.from({ length: RATING_MAX }, (_, i) => i + 1).map((value) => (
          <button
            key={value}
            type="button"
            aria-label={t('rating', { value })}
            onClick={() =>
              dispatch({
                type: 'answer',
                field: 'rating',
                value,
                shown: { from: 'user', key: 'rating', params: { value } },
              })
            }
            className="min-h-12 rounded-xl border border-primary bg-white text-lg font-bold text-primary hover:bg-primary-soft"
          >
            {value}
          </button>
        ))}
      </div>
    </fieldset>
  );
}

const DONE = { feedback: 'feedbackDone', query: 'queryDone', support: 'supportDone' } as const;

export function CaptchaStep({ chat, dispatch }: { chat: Chat; dispatch: Dispatch }) {
  const { t } = useTranslation(CHATBOT_NS);
  const { t: tt } = useTranslation();
  const [token, setToken] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [round, setRound] = useState(0);
  const onToken = useCallback((payload: string | null) => {
    setToken(payload);
    if (payload) setError(null);
  }, []);

  const flow = chat.flow === 'registration' || !chat.flow ? 'support' : chat.flow;
  const send = async () => {
    if (!token) {
      setError(t('captcha.required'));
      return;
    }
    setBusy(true);
    setError(null);
    const { name = '', contact = '' } = chat.answers as Answers;
    try {
      const common = { name, contact, user_type: chat.side ?? 'seeker', token };
      await sendChatbotMessage(
        flow === 'feedback'
          ? { ...common, type: 'feedback', response: chat.answers.rating ?? 0 }
          : flow === 'query'
            ? { ...common, type: 'query', response: chat.answers.query ?? '' }
            : { ...common, type: 'support' },
      );
      dispatch({ type: 'sent', doneKey: DONE[flow] });
    } catch (failure) {
      // A refused proof cannot be used again: a new widget asks for a new one. With no answer
      // the proof is kept for a tap again (the server knows the message if the first arrived).
      if (isRefusal(failure)) {
        setToken(null);
        setRound((n) => n + 1);
      }
      setError(captchaErrorText(failure, t, tt));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="space-y-3">
      <LoadBoundary
        key={round}
        fallback={
          <div className="space-y-2 text-center">
            <p className="text-slate-700">{tt('errors.needsInternetTitle')}</p>
            <Button variant="secondary" onClick={() => setRound((n) => n + 1)}>
              {tt('errors.tryAgain')}
            </Button>
          </div>
        }
      >
        <Suspense
          fallback={
            <div className="flex min-h-16 items-center justify-center">
              <Spinner />
            </div>
          }
        >
          <CaptchaWidget onChange={onToken} />
        </Suspense>
      </LoadBoundary>
      <ServerError>{error}</ServerError>
      <Button block busy={busy} onClick={send}>
        {busy ? t('sending') : t('send')}
      </Button>
    </div>
  );
}

function captchaErrorText(error: unknown, t: Translate, tt: Translate): string {
  if (!isApiError(error)) return t('somethingWrong');
  if (error.code === 'CAPTCHA_EXPIRED') return t('captcha.expired');
  if (error.code.startsWith('CAPTCHA_')) return tt('validation.captchaRequired');
  if (error.code === 'NETWORK_ERROR') return error.message;
  return tt(`serverErrors.${error.code}`, { defaultValue: t('somethingWrong') });
}
