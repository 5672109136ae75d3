import { useEffect, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import {
  DRAW_LIMIT_DEBOUNCE_MS,
  clampDrawLimit,
  sanitizeDrawLimitInput,
  typedDrawLimit,
} from '../../lib/draw-limit.js';

/**
 * The draw-limit text box: keeps the typed text, applies a valid value after the typing pause,
 * clamps on blur and blurs on Enter. `value` is the applied limit (from the store).
 */
export function useDrawLimitInput(value: number, onApply: (limit: number) => void) {
  // The text belongs to the limit it was typed against: a limit set elsewhere (refresh, another
  // control) shows in the box (derived, not copied by an effect).
  const [typed, setTyped] = useState({ value, text: String(value) });
  const text = typed.value === value ? typed.text : String(value);
  const setText = (next: string) => setTyped({ value, text: next });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const applyRef = useRef(onApply);
  applyRef.current = onApply;

  useEffect(() => () => clearTimeout(timer.current), []);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const next = sanitizeDrawLimitInput(event.currentTarget.value);
    setText(next);
    clearTimeout(timer.current);
    const typed = typedDrawLimit(next);
    if (typed !== null) {
      timer.current = setTimeout(() => applyRef.current(typed), DRAW_LIMIT_DEBOUNCE_MS);
    }
  };

  const onBlur = () => {
    clearTimeout(timer.current);
    const settled = clampDrawLimit(text);
    setText(String(settled));
    applyRef.current(settled);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') event.currentTarget.blur();
  };

  return { value: text, onChange, onBlur, onKeyDown };
}
