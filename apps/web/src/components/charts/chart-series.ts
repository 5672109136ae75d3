/** One drawn series: its field in the data, its name in the page's language, its colour. */
export interface ChartSeries<Key extends string = string> {
  key: Key;
  label: string;
  /** A colour of the Mantine theme, as its CSS variable (themeColor). */
  color: string;
  /** A dash pattern ('6 4') for a baseline drawn beside the statistic. */
  dash?: string;
}

/** A colour of the Mantine theme by name and shade, as the CSS variable the theme defines. */
export const themeColor = (name: string, shade: number) => `var(--mantine-color-${name}-${shade})`;

/** Mantine's dimmed text colour: the value axis' tick marks. */
export const DIMMED = 'var(--mantine-color-dimmed)';

/** The grid's dash, also the tooltip cursor's. */
export const GRID_DASH = '5 5';

/** Room under and beside the plot for the axes' names. */
export const AXIS_NAME_MARGIN = { bottom: 30, left: 10, right: 5 } as const;
