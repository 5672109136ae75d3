/** Height (px) of the running-balance chart, and of the space kept for it while it loads. */
export const CHART_HEIGHT = 220;
