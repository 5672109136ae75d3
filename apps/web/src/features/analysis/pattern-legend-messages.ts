// The pattern legend's English texts join the English messages when the Play Numbers tab loads,
// not in the entry chunk (i18n/locales/en/index.ts leaves patternLegend.json out: the first visit's
// JavaScript budget). Spanish loads whole with the Spanish messages.
import { i18n } from '../../i18n/i18n.js';
import enPatternLegend from '../../i18n/locales/en/patternLegend.json';

i18n.addResourceBundle('en', 'translation', { patternLegend: enPatternLegend }, true, false);
