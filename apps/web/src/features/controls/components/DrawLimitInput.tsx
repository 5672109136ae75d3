import { Group, Text, TextInput } from '@mantine/core';
import { MAX_DRAW_LIMIT } from '../../../lib/draw-limit.js';
import { useDrawLimitInput } from '../use-draw-limit-input.js';
import { t } from '../../../i18n/i18n.js';

export function DrawLimitInput({
  value,
  onApply,
  drawCount,
}: {
  value: number;
  onApply: (limit: number) => void;
  /** The draws the analysis rests on ('730 draws (481 Evening)'), said under the box. */
  drawCount?: string | undefined;
}) {
  const input = useDrawLimitInput(value, onApply);
  // Spec §9: the largest limit, 730, is labelled 'All draws'; the box itself keeps the number.
  const isAll = input.value === String(MAX_DRAW_LIMIT);
  return (
    <TextInput
      label={t('controls.displayDraws')}
      inputMode="numeric"
      pattern="[0-9]*"
      autoComplete="off"
      maxLength={4}
      size="sm"
      w={140}
      styles={{ input: { width: '4rem' } }}
      inputContainer={(children) => (
        <Group gap={6} wrap="nowrap">
          {children}
          {isAll && (
            <Text size="xs" fw={700} style={{ whiteSpace: 'nowrap' }}>
              {t('controls.allDraws')}
            </Text>
          )}
        </Group>
      )}
      {...input}
      // The hint and the truth about the draws counted, which can be fewer than the box says.
      description={
        drawCount === undefined ? (
          t('controls.tapToEdit1')
        ) : (
          <>
            {t('controls.tapToEdit1')}
            <br />
            <span>{drawCount}</span>
          </>
        )
      }
    />
  );
}
