// A start-up stage (main.tsx): importing this module evaluates Mantine's chunks (its hooks, then its
// core and the first screen's components), in a task of their own before the app's.
export { MantineProvider } from '@mantine/core';
