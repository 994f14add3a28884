import { TextField, type TextFieldProps } from './field';

/**
 * A one-time code: digits only (anything else typed or pasted is dropped), the numeric keypad,
 * the phone's SMS code autofill (autocomplete one-time-code), `length` digits at most. Used by
 * sign-in, the company e-mail code, the contact proof, the chatbot and account deletion.
 */
export function CodeField({
  length,
  onChange,
  ...props
}: Omit<TextFieldProps, 'type' | 'inputMode' | 'autoComplete' | 'maxLength'> & { length: number }) {
  return (
    <TextField
      {...props}
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={length}
      onChange={(event) => {
        event.target.value = event.target.value.replace(/\D/g, '').slice(0, length);
        onChange?.(event);
      }}
    />
  );
}
