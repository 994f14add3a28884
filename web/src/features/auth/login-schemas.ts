// The sign-in forms' rules, loaded when the form is sent (issue 16 item 1): zod stays out of the
// first load of the login screens and of the code screens that follow them.
export {
  EmployerLoginForm,
  employerConfirmBody,
  SeekerLoginForm,
  seekerConfirmBody,
} from '@kaamkaj/domain';
