import { useSyncExternalStore, type ComponentProps } from 'react';
import { Fieldset } from '@mantine/core';

const noSubscription = () => () => {};

/**
 * A form whose fields and buttons wait for the app: on a page the server rendered, what a player
 * types before the browser has hydrated it is not in the form's state (React keeps its own), and a
 * press of its button would submit the bare HTML form. Disabled in the server's render and while
 * hydrating (the server snapshot), enabled from the first render in the browser after it.
 */
export function ClientForm({ children, ...props }: ComponentProps<'form'>) {
  const ready = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return (
    <form {...props}>
      <Fieldset variant="unstyled" disabled={!ready}>
        {children}
      </Fieldset>
    </form>
  );
}
