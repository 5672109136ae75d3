import classes from './filters.module.css';

/**
 * "(n)" after a filter menu's name and a space, in a box as wide as "(99)" whether shown or not: the button is
 * the popover's anchor, and an anchor that changes width on every tap makes the popover measure and
 * reposition itself (a ResizeObserver, ~20 ms on a throttled phone).
 */
export function MenuCount({ count }: { count: number }) {
  return <span className={classes.count}>{count > 0 ? `(${count})` : ''}</span>;
}
