import { useRef, useState } from 'react';
import { ActionIcon, Group, NumberInput } from '@mantine/core';
import { MAX_QUANTITY } from '@pick3/contract/field-rules';
import { quantityChange, type QuantityChange } from '../cart-rules.js';
import { t } from '../../../i18n/i18n.js';
import '@mantine/core/styles/NumberInput.css';

export interface QuantityInputProps {
  number: string;
  quantity: number;
  disabled?: boolean;
  /** Called with an update or a removal (a quantity below 1). */
  onChange(change: Exclude<QuantityChange, { kind: 'none' }>): void;
}

/**
 * A typed quantity is committed on blur or Enter (not per keystroke, so typing "12" is one update);
 * the − and + buttons commit at once, and − at 1 removes the item.
 */
export function QuantityInput({ number, quantity, disabled, onChange }: QuantityInputProps) {
  // What is typed belongs to the quantity it was typed against: a quantity changed elsewhere (the
  // server's answer, another tab) shows in the box (derived, not copied by an effect).
  const [typed, setTyped] = useState<{ quantity: number; draft: string | number }>({
    quantity,
    draft: quantity,
  });
  const draft = typed.quantity === quantity ? typed.draft : quantity;
  const setDraft = (next: string | number) => setTyped({ quantity, draft: next });
  // The value Enter committed: the blur that follows it (the row going away, or the input disabled
  // while the change is under way) must not send it again (a second DELETE of a removed item
  // answers 404 and the player read "Failed to remove item").
  const enteredValue = useRef<string | null>(null);

  const commit = (raw: string | number) => {
    const change = quantityChange(quantity, raw);
    if (change.kind === 'none') {
      setDraft(quantity);
      return;
    }
    if (change.kind === 'update') setDraft(change.quantity);
    onChange(change);
  };

  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon
        variant="default"
        size="sm"
        aria-label={t('cart.decreaseQuantityOf', { number })}
        disabled={disabled}
        onClick={() => commit(quantity - 1)}
      >
        −
      </ActionIcon>
      <NumberInput
        aria-label={t('cart.quantityOf', { number })}
        size="xs"
        w={56}
        min={1}
        max={MAX_QUANTITY}
        hideControls
        allowDecimal={false}
        allowNegative={false}
        clampBehavior="none"
        disabled={disabled}
        value={draft}
        onChange={(next) => {
          enteredValue.current = null;
          setDraft(next);
        }}
        onBlur={(e) => {
          const value = e.currentTarget.value;
          const entered = enteredValue.current;
          enteredValue.current = null;
          if (entered !== value) commit(value);
        }}
        onKeyDown={(e) => {
          if (e.key !== 'Enter') return;
          enteredValue.current = e.currentTarget.value;
          commit(e.currentTarget.value);
        }}
      />
      <ActionIcon
        variant="default"
        size="sm"
        aria-label={t('cart.increaseQuantityOf', { number })}
        disabled={disabled}
        onClick={() => commit(quantity + 1)}
      >
        +
      </ActionIcon>
    </Group>
  );
}
