/** Keeps the digits of a typed or pasted number; "+91 98765 43210" -> "9876543210". */
export function mobileDigits(value: string): string {
  const digits = value.replace(/\D/g, '');
  return digits.length > 10 ? digits.slice(-10) : digits;
}
