import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ZodType } from 'zod';
import { loadRulesOrSay } from '../../lib/forms/rules-unavailable';
import type { ChatEvent } from './conversation';

// What the chatbot's steps share: the fields' rules (loaded apart, chatbot-rules.ts), their
// check, the form, the choices and the server's error line.

export type Rules = typeof import('./chatbot-rules');
export const loadRules = (): Promise<Rules> => import('./chatbot-rules');

export type Dispatch = (event: ChatEvent) => void;
export type Translate = ReturnType<typeof useTranslation>['t'];

export function Choices({ options }: { options: { label: string; onChoose: () => void }[] }) {
  return (
    <div className="flex flex-wrap gap-2">
      {options.map((option) => (
        <button
          key={option.label}
          type="button"
          onClick={option.onChoose}
          className="min-h-12 rounded-full border border-primary bg-white px-4 text-base font-semibold text-primary hover:bg-primary-soft"
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}

/**
 * The value as the rule parses it, or the first issue's message key translated. Null when the
 * rules could not be loaded (offline before they came): a toast says so, nothing is sent and
 * what was typed stays.
 */
export function useCheck() {
  const { t } = useTranslation();
  return async <T,>(
    rule: (rules: Rules) => ZodType<T>,
    value: unknown,
    params?: Record<string, unknown>,
  ): Promise<{ value: T; error: null } | { value: null; error: string } | null> => {
    const rules = await loadRulesOrSay(loadRules);
    if (!rules) return null;
    const parsed = rule(rules).safeParse(value);
    if (parsed.success) return { value: parsed.data, error: null };
    const key = parsed.error.issues[0]?.message ?? 'required';
    return { value: null, error: t(`validation.${key}`, { ...params, defaultValue: key }) };
  };
}

export function Form({ onSubmit, children }: { onSubmit: () => void; children: ReactNode }) {
  return (
    <form
      noValidate
      className="space-y-3"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}

export function ServerError({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <p role="alert" className="rounded-xl bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
      {children}
    </p>
  );
}
