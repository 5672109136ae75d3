// The board's English texts join the English messages when its page loads, not in the entry chunk
// (i18n/locales/en/index.ts leaves board.json out: the first visit's JavaScript budget). Spanish
// loads whole with the Spanish messages, board.json included.
import { i18n } from '../../i18n/i18n.js';
import enBoard from '../../i18n/locales/en/board.json';

i18n.addResourceBundle('en', 'translation', { board: enBoard }, true, false);
