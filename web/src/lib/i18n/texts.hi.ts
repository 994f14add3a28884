import { MESSAGES_HI, SERVER_ERRORS_HI } from '@kaamkaj/domain';
import hi from './hi.json';

// issue 16 item 1: the shell's Hindi texts, a chunk of their own (lib/i18n `translation`): an
// English reader's page never loads them, a Hindi reader's names them beside the entry.
export default { ...hi, validation: MESSAGES_HI, serverErrors: SERVER_ERRORS_HI };
