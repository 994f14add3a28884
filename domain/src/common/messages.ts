// Every user-facing validation and error text, keyed. Schemas carry the key; the server answers
// with the English text; the web app translates the key (web/src/app/i18n). Texts quote the spec.
export const MESSAGES = {
  required: 'This field is required',
  // spec 000 §5 mobile
  mobileRequired: 'Please enter contact number',
  mobileInvalid: 'Please enter 10 digit valid mobile number',
  tncRequired: 'please tick checkbox',
  // spec 000 §5 OTP; {{length}} is the configured OTP length
  otpRequired: 'You must enter OTP',
  otpMin: 'Please enter minimum {{length}} digits OTP',
  otpMax: 'Please enter only {{length}} digits OTP',
  otpDigits: 'Please enter only {{length}} digits OTP',
  // spec 001 §5 employer login
  userNameRequired: 'Please enter email or mobile number',
  userNameInvalid: 'Please enter valid email or mobile number',
  loginTypeInvalid: 'Login type must be contact or email',
  loginTypeMismatch: 'Login type does not match the email or mobile number given',
  leadSourceTooLong: 'Lead source must be at most 50 characters',
  // contact form, spec 000 §5
  contactNameRequired: 'Please enter your name',
  contactNameMax: 'maximum 50 characters allowed',
  contactDetailsRequired: 'Please enter contact number or email',
  contactDetailsInvalid: 'Please enter a valid phone number or email',
  contactMessageRequired: 'Please enter your message',
  contactMessageMax: 'maximum 500 characters allowed',
  idInvalid: 'Invalid id',
  // seeker profile, spec 000 §5
  nameRequired: 'Please enter your name',
  nameLetters: 'not allowed numeric',
  nameMax: 'maximum 30 characters allowed',
  nameShort: 'Please Enter a valid Name',
  districtRequired: 'Please select district',
  districtInvalid: 'Please choose a district from the list',
  dobRequired: 'Please select date of birth',
  dobRange: 'Age must be between 18 and 55 years',
  languagesMin: 'Please select atleast 1 language',
  qualificationOtherMax: 'maximum 30 characters allowed',
  alphabetsOnly: 'Enter only alphabets',
  certOtherRequired: 'Please enter Certification',
  certOtherMax: 'maximum 25 characters allowed',
  branchRequired: 'Please select branch',
  jobInterestsMin: 'Please select atleast 1 field',
  jobInterestsMax: 'You can choose at most 3 job interests',
  jobInterestDuplicate: 'This job interest is already chosen',
  jobInterestLocked: 'Saved job interests cannot be removed',
  jobCategoryInvalid: 'Please choose a job category from the list',
  jobOtherMax: 'enter maximum thirty digit',
  skillsMax: 'You can choose at most 3 skills for each job',
  skillInvalid: 'Skill can have only letters and spaces, at most 30',
  salaryDigits: 'enter only numbers',
  salaryMinDigits: 'minimum four digit allowed',
  salaryMaxDigits: 'maximum five digit',
  salaryRange: 'Salary should be between 7000 and 50000',
  salaryOrder: 'Maximum salary should be more than minimum salary',
  salaryPair: 'Please enter both minimum and maximum salary',
  institutionRequired: 'Please enter institution name',
  institutionMax: 'maximum 100 characters allowed',
  classNameMax: 'maximum 40 characters allowed',
  readOnly: 'This field cannot be changed',
  unknownField: 'This field cannot be saved',
  invalidChoice: 'Please choose one of the options',
  mobileLocked: 'It can not be edited once saved',
  // uploads, spec 000 §5 and §8
  fileType: 'Please upload the correct format file.',
  fileSize: 'File size should be less than 5 MB',
  videoSize: 'File size should be less than 200 MB',
  fileNameRequired: 'Please choose a file',
  fileNameTooLong: 'File name is too long',
  fileCategoryInvalid: 'Unknown kind of file',
  booleanInvalid: 'Must be true or false',
} as const;

export type MessageKey = keyof typeof MESSAGES;

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(MESSAGES, value);
}

/** English text of a message key, with {{name}} placeholders filled; unknown keys pass through. */
export function messageText(key: string, params: Record<string, string | number> = {}): string {
  const template = isMessageKey(key) ? MESSAGES[key] : key;
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}
