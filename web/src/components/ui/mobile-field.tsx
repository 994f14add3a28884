import type { ChangeEvent, ComponentProps } from 'react';
import { mobileDigits } from '../../lib/forms/mobile-input';
import { TextField } from './field';

type MobileFieldProps = Omit<ComponentProps<typeof TextField>, 'type' | 'prefix'> & {
  /** autofill hint: the user's own number (default), or 'off' for someone else's */
  autoComplete?: 'tel-national' | 'off';
};

/**
 * An Indian mobile number field (issue 14): +91 shown, the numeric keyboard, the phone's own
 * number offered by autofill, and whatever is pasted or autofilled ("+91 98765 43210",
 * "09876543210") kept as its 10 digits. No maxLength: it would cut "+91 98765 43210" before the
 * digits could be picked out.
 */
export function MobileField({
  onChange,
  onPaste,
  autoComplete = 'tel-national',
  ...rest
}: MobileFieldProps) {
  const normalise = (event: ChangeEvent<HTMLInputElement>) => {
    const digits = mobileDigits(event.target.value);
    if (digits !== event.target.value) event.target.value = digits;
    onChange?.(event);
  };
  return (
    <TextField
      {...rest}
      onChange={normalise}
      onPaste={(event) => {
        onPaste?.(event);
        const input = event.currentTarget;
        const pasted = event.clipboardData.getData('text');
        if (!pasted) return;
        event.preventDefault();
        input.value = mobileDigits(pasted);
        onChange?.({
          target: input,
          currentTarget: input,
          type: 'change',
        } as ChangeEvent<HTMLInputElement>);
      }}
      prefix="+91"
      type="tel"
      inputMode="numeric"
      autoComplete={autoComplete}
    />
  );
}
