import { memo } from 'react';
import classes from './filters.module.css';

export interface FilterToggleGroupProps<V extends string | number> {
  legend: string;
  options: readonly V[];
  selected: readonly V[];
  /** Keep it stable (or memoized): the group skips re-rendering while its props are equal. */
  onToggle: (value: V) => void;
  /** Optional colour per option (pairsums are coloured by their sum). */
  colorOf?: (value: V) => string;
}

/**
 * A fieldset of on/off buttons: each is a real button with aria-pressed, so it is keyboard and
 * screen-reader usable. Plain <button>s, not Mantine components: the Number Filters dropdown holds
 * ~140 of them, and a tap must repaint within 50 ms on a throttled phone (issue 15 item 4).
 */
function FilterToggleGroupImpl<V extends string | number>({
  legend,
  options,
  selected,
  onToggle,
  colorOf,
}: FilterToggleGroupProps<V>) {
  return (
    <fieldset className={classes.fieldset}>
      <legend className={classes.legend}>{legend}</legend>
      <div className={classes.toggles}>
        {options.map((option) => {
          const on = selected.includes(option);
          return (
            <button
              type="button"
              key={String(option)}
              className={`mantine-focus-auto ${classes.toggle}`}
              aria-pressed={on}
              data-on={on || undefined}
              style={colorOf && !on ? { color: colorOf(option) } : undefined}
              onClick={() => onToggle(option)}
            >
              {String(option)}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}

const sameItems = (a: readonly unknown[], b: readonly unknown[]) =>
  a === b || (a.length === b.length && a.every((x, i) => x === b[i]));

/**
 * A toggle rebuilds the whole FilterSet (new arrays for every kind): the groups whose items did not
 * change are compared by their items and skip the render.
 */
export const FilterToggleGroup = memo(
  FilterToggleGroupImpl,
  (prev, next) =>
    prev.legend === next.legend &&
    prev.onToggle === next.onToggle &&
    prev.colorOf === next.colorOf &&
    sameItems(prev.options, next.options) &&
    sameItems(prev.selected, next.selected),
) as typeof FilterToggleGroupImpl;
