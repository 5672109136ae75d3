import { Text } from '@mantine/core';
import { t } from '../../../i18n/i18n.js';
import '../pattern-legend-messages.js';

/** The pattern labels of the PATTERN STRINGS rows, one line each, in the page's language. */
const LINES = ['pairs', 'highLow', 'oddEven', 'sum12', 'binary', 'set', 'coord'] as const;

/**
 * What each label of a pattern string means ("PAIRS 11/1,3", "BIN 00/00/10(1)" …): the rows are
 * codes a new player cannot read without it. Folded, so the list keeps its room on a phone.
 */
export function PatternLegend() {
  return (
    <details>
      <Text
        component="summary"
        size="xs"
        c="dimmed"
        style={{ cursor: 'pointer', minHeight: 44, lineHeight: '44px' }}
      >
        {t('patternLegend.title')}
      </Text>
      <ul style={{ margin: '4px 0', paddingInlineStart: '1.2rem' }}>
        {LINES.map((line) => (
          <Text component="li" size="xs" key={line}>
            {t(`patternLegend.${line}`)}
          </Text>
        ))}
      </ul>
    </details>
  );
}
