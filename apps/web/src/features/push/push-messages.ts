// The push screen's English texts join the English messages when this screen loads, not in the
// entry chunk (i18n/locales/en/index.ts leaves push.json out: the first visit's JavaScript budget).
// Spanish loads whole with the Spanish messages, push.json included.
import { i18n } from '../../i18n/i18n.js';
import enPush from '../../i18n/locales/en/push.json';

i18n.addResourceBundle('en', 'translation', { push: enPush }, true, false);
