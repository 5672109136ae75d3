import { useEffect, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import {
  DRAW_LIMIT_DEBOUNCE_MS,
  clampDrawLimit,
  sanitizeDrawLimitInput,
  typedDrawLimit,
} from './draw-limit.js';

/**
 * The draw-limit text box: keeps the typed text, applies a valid value after the typing pause,
 * clamps on blur and blurs on Enter. `value` is the applied limit (from the store).
 */
export function useDrawLimitInput(value: number, onApply: (limit: number) => void) {
  const [text, setText] = useState(String(value));
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const applyRef = useRef(onApply);
  applyRef.current = onApply;

  // A limit set elsewhere (refresh, another control) shows in the box.
  useEffect(() => setText(String(value)), [value]);
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
