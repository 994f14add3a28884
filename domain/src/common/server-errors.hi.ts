// The Hindi of SERVER_ERRORS_EN (server-errors.ts), the same codes.
export const SERVER_ERRORS_HI: Record<string, string> = {
  INVALID_OTP: 'माफ़ करें! OTP गलत है',
  OTP_EXPIRED: 'इस OTP का समय खत्म हो गया है। कृपया नया OTP मँगाएँ।',
  OTP_TOO_MANY_ATTEMPTS: 'बहुत बार गलत OTP डाला गया। कृपया नया OTP मँगाएँ।',
  OTP_NOT_FOUND: 'इस नंबर पर कोई OTP नहीं भेजा गया। कृपया नया OTP मँगाएँ।',
  OTP_RESEND_TOO_EARLY: 'नया OTP मँगाने से पहले कृपया एक मिनट रुकें।',
  OTP_HOURLY_LIMIT: 'बहुत ज़्यादा OTP मँगाए गए। कृपया एक घंटे बाद कोशिश करें।',
  OTP_DAILY_LIMIT: 'आज बहुत ज़्यादा OTP मँगाए गए। कृपया कल कोशिश करें।',
  IP_LIMIT: 'इस नेटवर्क से बहुत ज़्यादा अनुरोध आए हैं। कृपया थोड़ी देर बाद कोशिश करें।',
  OTP_LOCKED: 'इस नंबर पर आज बहुत बार गलत OTP डाला गया। कृपया बाद में कोशिश करें।',
  UPLOAD_PENDING_LIMIT: 'बहुत सारे अपलोड अभी अधूरे हैं। कृपया थोड़ी देर बाद फिर कोशिश करें।',
  UPLOAD_HOURLY_LIMIT: 'पिछले एक घंटे में बहुत सारी फ़ाइलें अपलोड की गईं। कृपया थोड़ी देर बाद फिर कोशिश करें।',
  DATA_EXPORT_LIMIT: 'आप अपना डेटा एक घंटे में 5 बार डाउनलोड कर सकते हैं। कृपया बाद में फिर कोशिश करें।',
  ACCOUNT_DELETED: 'इस उम्मीदवार ने अपना खाता हटा दिया है',
};
