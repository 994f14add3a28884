/**
 * The 10 digits of a typed, pasted or autofilled Indian mobile number (issue 14): "09876543210",
 * "+91 98765 43210", "0091-98765-43210" and "98765-43210" all give "9876543210". A leading 0 or
 * 91 is taken off only when 10 digits remain, so a number that starts with 91 stays whole; what
 * is typed past the tenth digit is ignored.
 */
export function mobileDigits(value: string): string {
  let digits = value.replace(/\D/g, '');
  for (;;) {
    if (digits.length > 10 && digits.startsWith('0')) digits = digits.slice(1);
    else if (digits.length >= 12 && digits.startsWith('91')) digits = digits.slice(2);
    else break;
  }
  return digits.slice(0, 10);
}
