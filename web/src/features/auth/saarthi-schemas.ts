// The Saarthi sign-in's rules, loaded when the form is sent or its first field is focused
// (issue 16 item 1): zod stays out of the first load of /saarthi. The sign-up's come with its form.
export { SaarthiLoginBody, saarthiConfirmBody } from '@kaamkaj/domain';
