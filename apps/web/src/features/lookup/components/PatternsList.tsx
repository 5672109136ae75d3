import { SimpleGrid, Text } from '@mantine/core';
import { classify, type Straight } from '@pick3/core';
import { t } from '../../../i18n/i18n.js';

const DIGIT_TYPE_LABEL = () =>
  ({ single: t('lookup.single'), double: t('lookup.double'), triple: t('lookup.triple') }) as const;

/** The number's patterns (core's classify), in the wording of the main page's filters. */
export function PatternsList({ number }: { number: Straight }) {
  const c = classify(number);
  const items: [string, string][] = [
    [t('lookup.boxNumber'), c.boxKey],
    [t('lookup.digitType'), DIGIT_TYPE_LABEL()[c.digitType]],
    [t('lookup.gridNumber'), `${c.displayNumber} of 220 (${c.coordinate})`],
    [t('lookup.numberSet'), `SET ${c.numberSet}`],
    ['H/L', c.highLow],
    ['O/E', c.oddEven],
    ['BIN', c.binary],
    ['PAIRS', c.pairsum],
    ['12SUM', c.sum12],
    [t('lookup.sum'), String(c.digitSum)],
    [t('lookup.rootSum'), String(c.rootSum)],
  ];
  return (
    <SimpleGrid component="dl" cols={{ base: 2, sm: 4 }} spacing="xs" verticalSpacing={4} m={0}>
      {items.map(([term, value]) => (
        <div key={term}>
          <Text component="dt" size="xs" c="dimmed">
            {term}
          </Text>
          <Text component="dd" size="sm" fw={600} m={0}>
            {value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
