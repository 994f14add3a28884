// The login forms' rules, loaded when the form is sent (issue 16 item 1): zod stays out of the
// first load of the login screens.
export { SeekerLoginForm } from '@kaamkaj/domain';
