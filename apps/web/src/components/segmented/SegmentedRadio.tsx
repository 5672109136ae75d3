import { useId } from 'react';
import classes from './segmented-radio.module.css';

export interface SegmentedRadioProps<V extends string> {
  /** The group's accessible name. */
  label: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
  /** Spread over the container's width, the options sharing it equally. */
  fullWidth?: boolean;
}

/**
 * A segmented choice made of native radios (arrow keys, labels, screen readers as browsers do
 * them), styled like Mantine's SegmentedControl but without its sliding indicator: that one
 * measures the options' positions on every change (a forced style and layout inside the tap, ~10
 * ms on a throttled phone), which the main page's Box/Straight switch cannot afford (issue 15
 * item 4).
 */
export function SegmentedRadio<V extends string>({
  label,
  value,
  options,
  onChange,
  fullWidth = false,
}: SegmentedRadioProps<V>) {
  const name = useId();
  return (
    <div
      role="radiogroup"
      aria-label={label}
      className={classes.root}
      data-full-width={fullWidth || undefined}
    >
      {options.map((option) => {
        const checked = option.value === value;
        return (
          <label key={option.value} className={classes.option} data-checked={checked || undefined}>
            <input
              type="radio"
              className={classes.input}
              name={name}
              value={option.value}
              checked={checked}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </label>
        );
      })}
    </div>
  );
}
