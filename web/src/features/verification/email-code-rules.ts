// Imported lazily by email-code-step.tsx: the code's rule is a zod schema (issue 16 item 1).
export { otpField } from '@kaamkaj/domain';
