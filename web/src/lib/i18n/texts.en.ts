import { MESSAGES, SERVER_ERRORS_EN } from '@kaamkaj/domain';
import en from './en.json';

// issue 16 item 1: the shell's English texts, a chunk of their own (lib/i18n `translation`).
// The validation texts are domain's MESSAGES, the server's own: one source.
export default { ...en, validation: MESSAGES, serverErrors: SERVER_ERRORS_EN };
