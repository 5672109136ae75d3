import { Group, UnstyledButton } from '@mantine/core';
import classes from './filters.module.css';

export interface FilterToggleGroupProps<V extends string | number> {
  legend: string;
  options: readonly V[];
  selected: readonly V[];
  onToggle: (value: V) => void;
  /** Optional colour per option (pairsums are coloured by their sum). */
  colorOf?: (value: V) => string;
}

/** A fieldset of on/off buttons: each is a real button with aria-pressed, so it is keyboard and screen-reader usable. */
export function FilterToggleGroup<V extends string | number>({
  legend,
  options,
  selected,
  onToggle,
  colorOf,
}: FilterToggleGroupProps<V>) {
  return (
    <fieldset className={classes.fieldset}>
      <legend className={classes.legend}>{legend}</legend>
      <Group gap={4}>
        {options.map((option) => {
          const on = selected.includes(option);
          return (
            <UnstyledButton
              key={String(option)}
              className={classes.toggle}
              aria-pressed={on}
              data-on={on || undefined}
              style={colorOf && !on ? { color: colorOf(option) } : undefined}
              onClick={() => onToggle(option)}
            >
              {String(option)}
            </UnstyledButton>
          );
        })}
      </Group>
    </fieldset>
  );
}
