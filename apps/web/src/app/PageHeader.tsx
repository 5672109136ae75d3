import { Suspense, lazy } from 'react';
import { AppHeader, type AppHeaderProps } from '../features/header/components/AppHeader.js';
import { NumberSearchBox } from '../features/lookup/components/NumberSearchBox.js';

// The chat (streaming, speech) is the heaviest feature and most visits never open it.
const ChatPanel = lazy(() => import('../features/chat/components/ChatPanel.js'));

/** The header of every analysis page, with the lookup's number search and the chat composed in. */
export function PageHeader(props: Omit<AppHeaderProps, 'search' | 'renderChat'>) {
  return (
    <AppHeader
      {...props}
      search={<NumberSearchBox stateCode={props.stateCode} />}
      renderChat={(opened, onClose) => (
        <Suspense fallback={null}>
          <ChatPanel
            opened={opened}
            onClose={onClose}
            variant="floating"
            pageState={props.stateCode}
          />
        </Suspense>
      )}
    />
  );
}
