// The texts of the error codes the server answers with (spec 000 §8, DESIGN.md §3), in both
// languages: the server sends the reader's language (Accept-Language), the web app shows the
// same words for a code it knows. The Hindi of these codes is in server-errors.hi.ts, so that the
// web app's chunk of each language's texts holds that language's only (issue 16 item 1).
import { SERVER_ERRORS_HI } from './server-errors.hi';

export const SERVER_ERRORS_EN: Record<string, string> = {
  INVALID_OTP: 'Sorry! Invalid OTP',
  OTP_EXPIRED: 'This OTP has expired. Please ask for a new one.',
  OTP_TOO_MANY_ATTEMPTS: 'Too many wrong tries. Please ask for a new OTP.',
  OTP_NOT_FOUND: 'No OTP was sent to this number. Please ask for a new one.',
  OTP_RESEND_TOO_EARLY: 'Please wait a minute before asking for a new OTP.',
  OTP_HOURLY_LIMIT: 'Too many OTPs asked for. Please try again after an hour.',
  OTP_DAILY_LIMIT: 'Too many OTPs asked for today. Please try again tomorrow.',
  IP_LIMIT: 'Too many requests from this network. Please try again later.',
  OTP_LOCKED: 'Too many wrong OTPs for this number today. Please try again later.',
  // issue 15 item 5: the caps on uploads (429 with Retry-After)
  UPLOAD_PENDING_LIMIT: 'Too many uploads are still unfinished. Please try again later.',
  UPLOAD_HOURLY_LIMIT: 'Too many uploads in the last hour. Please try again later.',
  // issue 15 item 9: data rights
  DATA_EXPORT_LIMIT: 'You can download your data 5 times an hour. Please try again later.',
  ACCOUNT_DELETED: 'This job seeker has deleted their account',
};

/**
 * Hindi for the server's fixed English messages, by their English text (one code such as
 * NOT_FOUND carries many texts). Messages with values in them go by their code
 * (SERVER_CODES_HI). Protocol texts the web app reads ("jwt expired") are never translated.
 */
export const SERVER_TEXT_HI: Record<string, string> = {
  'Applicant not found': 'उम्मीदवार नहीं मिला',
  'Company not found': 'कंपनी नहीं मिली',
  'E-mail change request not found': 'ई-मेल बदलने का अनुरोध नहीं मिला',
  'File not found': 'फ़ाइल नहीं मिली',
  'Interview not found': 'इंटरव्यू नहीं मिला',
  'Job category not found': 'नौकरी की श्रेणी नहीं मिली',
  'Job not found': 'नौकरी नहीं मिली',
  'Message not found': 'संदेश नहीं मिला',
  'Not found': 'नहीं मिला',
  'Notification not found': 'सूचना नहीं मिली',
  'Order not found': 'ऑर्डर नहीं मिला',
  'Payment not found': 'भुगतान नहीं मिला',
  'Plan not found': 'प्लान नहीं मिला',
  'Saarthi not found': 'सारथी नहीं मिला',
  'User not found': 'यूज़र नहीं मिला',
  'Video not found': 'वीडियो नहीं मिला',
  'You are not allowed to do this': 'आप यह नहीं कर सकते',
  'Only Kaamkaj administrators can do this': 'यह केवल काम-काज के एडमिन कर सकते हैं',
  'Only Saarthi agents can do this': 'यह केवल सारथी कर सकते हैं',
  'Only employers can schedule interviews': 'इंटरव्यू केवल नियोक्ता तय कर सकते हैं',
  'Only employers can verify a company': 'कंपनी का सत्यापन केवल नियोक्ता कर सकते हैं',
  'Only employers can post jobs': 'नौकरी केवल नियोक्ता पोस्ट कर सकते हैं',
  'Only employers can see applicants': 'आवेदकों को केवल नियोक्ता देख सकते हैं',
  'Only employers can search job seekers': 'नौकरी ढूँढने वालों को केवल नियोक्ता खोज सकते हैं',
  'You can only post jobs as yourself': 'आप केवल अपने नाम से नौकरी पोस्ट कर सकते हैं',
  'Plans are for job seekers and employers': 'प्लान केवल नौकरी ढूँढने वालों और नियोक्ताओं के लिए हैं',
  'Only job seekers have a resume': 'रिज़्यूमे केवल नौकरी ढूँढने वालों का होता है',
  'Only job seekers have this profile section': 'यह हिस्सा केवल नौकरी ढूँढने वालों की प्रोफ़ाइल में होता है',
  'Please complete your company details first': 'पहले अपनी कंपनी की जानकारी पूरी करें',
  'Please save your company details first': 'पहले अपनी कंपनी की जानकारी सेव करें',
  'Please save your basic details first': 'पहले अपनी बुनियादी जानकारी सेव करें',
  'This payment is not yours': 'यह भुगतान आपका नहीं है',
  'You are not allowed to see this file': 'आप यह फ़ाइल नहीं देख सकते',
  'You can only act on applicants of your own jobs':
    'आप केवल अपनी नौकरियों के उम्मीदवारों पर काम कर सकते हैं',
  'You can only answer your own interviews': 'आप केवल अपने इंटरव्यू का जवाब दे सकते हैं',
  'You can only open the job seekers you registered':
    'आप केवल उन्हीं लोगों की प्रोफ़ाइल खोल सकते हैं जिन्हें आपने जोड़ा है',
  'You can only see your own interviews': 'आप केवल अपने इंटरव्यू देख सकते हैं',
  'You can only see your own jobs': 'आप केवल अपनी नौकरियाँ देख सकते हैं',
  'You can only see your own profile': 'आप केवल अपनी प्रोफ़ाइल देख सकते हैं',
  'You can only upload your own files': 'आप केवल अपनी फ़ाइलें अपलोड कर सकते हैं',
  'Your Saarthi account is deactivated. Please contact Kaamkaj support':
    'आपका सारथी खाता बंद कर दिया गया है। कृपया काम-काज सहायता से संपर्क करें',
  'Your company is already verified': 'आपकी कंपनी पहले से सत्यापित है',
  'You are already a Premium Member': 'आप पहले से प्रीमियम सदस्य हैं',
  'This mobile number is already registered': 'यह मोबाइल नंबर पहले से रजिस्टर्ड है',
  'You have registered this number already: see New User Enrolled':
    'यह नंबर आप पहले ही जोड़ चुके हैं: "आपके जोड़े नए लोग" में देखें',
  'You have Already registered': 'आप पहले से रजिस्टर्ड हैं',
  'Expected a multipart form': 'फ़ॉर्म सही तरह से नहीं भेजा गया',
  'Basic details are already saved': 'बुनियादी जानकारी पहले से सेव है',
  'Company details are already saved': 'कंपनी की जानकारी पहले से सेव है',
  'Could not send the e-mail right now, please try again': 'अभी ई-मेल नहीं भेज पाए, कृपया फिर कोशिश करें',
  'This e-mail is already in use': 'यह ई-मेल पहले से इस्तेमाल में है',
  'The file is empty': 'फ़ाइल खाली है',
  'No file in the form': 'कोई फ़ाइल नहीं चुनी गई',
  'The file has not been uploaded yet': 'फ़ाइल अभी अपलोड नहीं हुई है',
  'The file is larger than allowed': 'फ़ाइल तय सीमा से बड़ी है',
  'This Saarthi code does not match the mobile number': 'यह सारथी कोड इस मोबाइल नंबर का नहीं है',
  'Sorry! Invalid OTP': 'माफ़ करें! OTP गलत है',
  'Your session has ended, please sign in again': 'आपका सेशन खत्म हो गया, कृपया फिर से साइन इन करें',
  'Your session is not valid, please sign in again': 'आपका सेशन सही नहीं है, कृपया फिर से साइन इन करें',
  'Too many attempts from your network. Please try again after some time.':
    'आपके नेटवर्क से बहुत बार कोशिश हुई। कृपया कुछ देर बाद फिर कोशिश करें।',
  'Too many attempts, please try again later': 'बहुत बार कोशिश हुई, कृपया बाद में फिर कोशिश करें',
  'Too many messages, please try again later': 'बहुत सारे संदेश भेजे गए, कृपया बाद में फिर कोशिश करें',
  'Too many sign-ups from your network. Please try again later.':
    'आपके नेटवर्क से बहुत सारे साइन-अप हुए। कृपया बाद में फिर कोशिश करें।',
  'Saved job interests cannot be removed': 'सेव की गई नौकरी की पसंद हटाई नहीं जा सकती',
  'Only an open or pending job can be closed': 'केवल खुली या रुकी हुई नौकरी बंद की जा सकती है',
  'This job is not open': 'यह नौकरी अभी खुली नहीं है',
  'This link has expired': 'यह लिंक पुराना हो गया है',
  'There is nothing to decide for this company': 'इस कंपनी के लिए कोई फ़ैसला बाकी नहीं है',
  'This request is already decided': 'इस अनुरोध पर फ़ैसला हो चुका है',
  'Please sign in as a job seeker to respond to jobs':
    'नौकरी पर जवाब देने के लिए नौकरी ढूँढने वाले के रूप में साइन इन करें',
  'This order is already paid': 'इस ऑर्डर का भुगतान हो चुका है',
  'You have reached the OTP limit for today. Please try again tomorrow.':
    'आज के OTP पूरे हो गए। कृपया कल फिर कोशिश करें।',
  'This OTP has expired. Please ask for a new one.': 'यह OTP पुराना हो गया। कृपया नया OTP मँगाएँ।',
  'You have asked for too many OTPs. Please try again after an hour.':
    'आपने बहुत सारे OTP मँगाए। कृपया एक घंटे बाद फिर कोशिश करें।',
  'Please ask for a new OTP': 'कृपया नया OTP मँगाएँ',
  'Too many wrong attempts. Please ask for a new OTP.':
    'बहुत बार गलत OTP डाला गया। कृपया नया OTP मँगाएँ।',
  'This payment does not belong to this order': 'यह भुगतान इस ऑर्डर का नहीं है',
  'Payment service is not reachable, please try again': 'भुगतान सेवा से जुड़ नहीं पाए, कृपया फिर कोशिश करें',
  'Payment could not be verified': 'भुगतान की पुष्टि नहीं हो पाई',
  'A receipt is given for a paid order only': 'रसीद केवल भुगतान हो चुके ऑर्डर की मिलती है',
  'This session was signed out for your safety, please sign in again':
    'आपकी सुरक्षा के लिए यह सेशन बंद कर दिया गया, कृपया फिर से साइन इन करें',
  'This mobile number is not registered as a Saarthi. Please sign up first':
    'यह मोबाइल नंबर सारथी के रूप में रजिस्टर्ड नहीं है। कृपया पहले साइन अप करें',
  'You have been signed out, please sign in again': 'आप साइन आउट हो गए हैं, कृपया फिर से साइन इन करें',
  'Could not send the OTP right now, please try again': 'अभी OTP नहीं भेज पाए, कृपया फिर कोशिश करें',
  'Too many payment attempts, please try after some time':
    'भुगतान की बहुत कोशिशें हुईं, कृपया कुछ देर बाद कोशिश करें',
  'Please sign in to continue': 'आगे बढ़ने के लिए कृपया साइन इन करें',
  'Your documents are being checked. We will let you know soon.':
    'आपके दस्तावेज़ों की जाँच हो रही है। हम जल्द ही आपको बताएँगे।',
  'Please Verify Captcha': 'कृपया कैप्चा सत्यापित करें',
  'Only the job seeker can change this': 'इसे केवल नौकरी ढूँढने वाला खुद बदल सकता है',
  'Request body must be a JSON object': 'भेजी गई जानकारी सही रूप में नहीं है',
  'Request body is not valid JSON': 'भेजी गई जानकारी सही रूप में नहीं है',
  'Something went wrong, please try again later': 'कुछ गड़बड़ हो गई, कृपया बाद में फिर कोशिश करें',
  'The service is busy for a moment. Please try again.':
    'सेवा अभी थोड़ी देर के लिए व्यस्त है। कृपया फिर से कोशिश करें।',
  'The upload was cut off': 'फ़ाइल पूरी नहीं पहुँची। कृपया फिर से भेजें',
  // issue 15 item 5: the declared size, no overwrite, integrity when served
  'The file is larger than its declared file_size': 'फ़ाइल बताए गए साइज़ (file_size) से बड़ी है',
  'The uploaded file is not of its declared file_size':
    'अपलोड हुई फ़ाइल का साइज़ बताए गए साइज़ (file_size) से अलग है',
  'This upload was already used. Please choose the file again.':
    'यह अपलोड पहले ही इस्तेमाल हो चुका है। कृपया फ़ाइल फिर से चुनें।',
  'This upload is no longer open. Please choose the file again.':
    'यह अपलोड अब खुला नहीं है। कृपया फ़ाइल फिर से चुनें।',
  'This file has changed since it was uploaded and cannot be shown':
    'यह फ़ाइल अपलोड होने के बाद बदल गई है, इसलिए दिखाई नहीं जा सकती',
  // issue 13: a Saarthi sends their number to a Location Lead
  'This person is not one of your location leads': 'यह व्यक्ति आपके इलाके की सूची में नहीं है',
  // issue 15 item 4, 6: the company e-mail code, and a contact proven before it is added
  'Too many wrong codes for this e-mail address today. Please try again later.':
    'इस ई-मेल पते पर आज बहुत बार गलत कोड डाला गया। कृपया बाद में कोशिश करें।',
  'Please verify this mobile number with the code we send to it':
    'कृपया इस मोबाइल नंबर पर भेजे गए कोड से इसे सत्यापित करें',
  'Please verify this e-mail address with the code we send to it':
    'कृपया इस ई-मेल पते पर भेजे गए कोड से इसे सत्यापित करें',
  'Only employers can add a contact to their account': 'अपने खाते में संपर्क केवल नियोक्ता जोड़ सकते हैं',
  // issue 14 item 12: inviting a searched candidate to a job
  'Job seeker not found': 'यह उम्मीदवार नहीं मिला',
  'You can only invite to your own jobs': 'आप केवल अपनी नौकरियों के लिए बुला सकते हैं',
  'This job seeker has already applied to this job':
    'यह उम्मीदवार इस नौकरी के लिए पहले ही आवेदन कर चुका है',
  // issue 15 item 9: downloading one's data and deleting one's account (DPDP Act)
  'You can download your data 5 times an hour. Please try again later.':
    'आप अपना डेटा एक घंटे में 5 बार डाउनलोड कर सकते हैं। कृपया बाद में फिर कोशिश करें।',
  'An administrator account cannot be deleted here. Please ask another administrator':
    'एडमिन खाता यहाँ से नहीं हटाया जा सकता। कृपया किसी दूसरे एडमिन से कहें',
  'Your account has no mobile number or e-mail to send the code to. Please contact Kaamkaj support':
    'आपके खाते में कोड भेजने के लिए कोई मोबाइल नंबर या ई-मेल नहीं है। कृपया काम-काज सहायता से संपर्क करें',
  'This job seeker has deleted their account': 'इस उम्मीदवार ने अपना खाता हटा दिया है',
};

/** Messages with values in them, by code, for a Hindi reader. */
export const SERVER_CODES_HI: Record<string, string> = {
  ALREADY_REGISTERED: 'यह नंबर किसी दूसरे खाते में पहले से रजिस्टर्ड है',
  OTP_RESEND_TOO_EARLY: 'नया OTP मँगाने से पहले कृपया थोड़ा रुकें',
  PROFILE_INCOMPLETE: 'रिज़्यूमे डाउनलोड करने के लिए अपनी प्रोफ़ाइल 100% पूरी करें',
  RESPONSE_NOT_ALLOWED: 'आप अपना जवाब इस तरह नहीं बदल सकते',
  FORBIDDEN: 'आप यह नहीं कर सकते',
  NOT_FOUND: 'नहीं मिला',
  JOB_LIMIT_REACHED: 'माफ़ करें! नौकरी पोस्ट करने की सीमा पूरी हो गई।',
  PAYLOAD_TOO_LARGE: 'भेजी गई जानकारी बहुत बड़ी है',
  UNSUPPORTED_MEDIA_TYPE: 'भेजी गई जानकारी सही रूप में नहीं है',
  INTERNAL_ERROR: 'कुछ गड़बड़ हो गई, कृपया बाद में फिर कोशिश करें',
  SERVICE_UNAVAILABLE: 'सेवा अभी थोड़ी देर के लिए व्यस्त है। कृपया फिर से कोशिश करें।',
};

/** The Hindi of a server message (by text, then by code), or null when there is none. */
export function serverTextHi(code: string, message: string): string | null {
  return SERVER_TEXT_HI[message] ?? SERVER_CODES_HI[code] ?? SERVER_ERRORS_HI[code] ?? null;
}
