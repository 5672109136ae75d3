import { SimpleGrid, Text } from '@mantine/core';
import { classify, type Straight } from '@pick3/core';

const DIGIT_TYPE_LABEL = { single: 'Single', double: 'Double', triple: 'Triple' } as const;

/** The number's patterns (core's classify), in the wording of the main page's filters. */
export function PatternsList({ number }: { number: Straight }) {
  const c = classify(number);
  const items: [string, string][] = [
    ['Box number', c.boxKey],
    ['Digit type', DIGIT_TYPE_LABEL[c.digitType]],
    ['Grid number', `${c.displayNumber} of 220 (${c.coordinate})`],
    ['Number set', `SET ${c.numberSet}`],
    ['H/L', c.highLow],
    ['O/E', c.oddEven],
    ['BIN', c.binary],
    ['PAIRS', c.pairsum],
    ['12SUM', c.sum12],
    ['Sum', String(c.digitSum)],
    ['Root sum', String(c.rootSum)],
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
