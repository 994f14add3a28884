// The chatbot's rules, loaded once the panel shows (issue 16 item 1): zod stays out of what the
// visitor waits for when they tap "Need help?", and is there by the time a field is sent.
export { ChatbotName, ChatbotPhone, ChatbotQuery, otpField } from '@kaamkaj/domain';
