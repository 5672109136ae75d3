import { Suspense, lazy, useState } from 'react';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';

// The chat (streaming, speech) is the heaviest feature: loaded the first time the helper is opened.
const ChatPanel = lazy(() => import('../features/chat/components/ChatPanel.js'));

/**
 * The AI Helper on a page without the analysis header (the pools): its toggle and the floating
 * chat, answering about `stateCode` unless asked about another state.
 */
export function PageHelper({ stateCode }: { stateCode: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <Button
        variant="light"
        size="compact-sm"
        data-chat-toggle
        aria-expanded={open}
        onClick={() => {
          setLoaded(true);
          setOpen((o) => !o);
        }}
      >
        {t('header.aiHelper')}
      </Button>
      {loaded && (
        <Suspense fallback={null}>
          <ChatPanel
            opened={open}
            onClose={() => setOpen(false)}
            variant="floating"
            pageState={stateCode}
          />
        </Suspense>
      )}
    </>
  );
}
