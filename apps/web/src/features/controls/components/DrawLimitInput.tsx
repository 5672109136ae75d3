import { TextInput } from '@mantine/core';
import { useDrawLimitInput } from '../use-draw-limit-input.js';

export function DrawLimitInput({ value, onApply }: { value: number; onApply: (limit: number) => void }) {
  const input = useDrawLimitInput(value, onApply);
  return (
    <TextInput
      label="Display draws"
      description="Tap to edit (1-730)"
      inputMode="numeric"
      pattern="[0-9]*"
      autoComplete="off"
      maxLength={4}
      size="sm"
      w={130}
      {...input}
    />
  );
}
