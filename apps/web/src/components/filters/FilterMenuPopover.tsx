import { useMemo, type ComponentProps, type ComponentType } from 'react';
import { Popover } from '@mantine/core';
import { FilterMenuProvider, type FilterMenuProps } from './filter-menu-context.js';
import classes from './filters.module.css';

export interface FilterMenuPopoverProps extends FilterMenuProps {
  /** The dropdown's accessible name. */
  label: string;
  width: number;
  /** The menu's button (Popover.Target hands it its ref and handlers) and its panel: module-level
   * components that read the filters with useFilterMenu. */
  Button: ComponentType<ComponentProps<'button'>>;
  Panel: ComponentType;
}

/**
 * A filter menu's popover, made once: a tap re-renders its button and panel through context, not
 * Mantine's Popover (floating position, focus trap, transition) around them.
 */
export function FilterMenuPopover({
  label,
  width,
  Button,
  Panel,
  ...filterProps
}: FilterMenuPopoverProps) {
  const popover = useMemo(
    () => (
      <Popover
        position="bottom-start"
        shadow="md"
        width={width}
        // Kept inside a 360 px screen: moved along its side, 8 px from the edges.
        middlewares={{ flip: true, shift: { padding: 8 } }}
        trapFocus
        withRoles
      >
        <Popover.Target>
          <Button />
        </Popover.Target>
        <Popover.Dropdown aria-label={label} className={classes.panel}>
          <Panel />
        </Popover.Dropdown>
      </Popover>
    ),
    [label, width, Button, Panel],
  );
  return <FilterMenuProvider {...filterProps}>{popover}</FilterMenuProvider>;
}
