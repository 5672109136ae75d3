// A start-up stage (main.tsx): importing this module evaluates TanStack Query's chunk, in a task of
// its own before the first view is filed into the query cache.
export { QueryClient } from '@tanstack/react-query';
