import type { ReactNode } from 'react';
import { Box, Text } from '@mantine/core';
import { t } from '../i18n/i18n.js';

/** Spec §1: a 375 × 812 phone-shaped frame with a 'DEMO ONLY' banner. */
export function PhoneFrame({ enabled, children }: { enabled: boolean; children: ReactNode }) {
  if (!enabled) return <>{children}</>;
  return (
    <Box bg="gray.2" mih="100dvh" py="md" style={{ display: 'flex', justifyContent: 'center' }}>
      <Box
        w={375}
        h={812}
        bg="white"
        style={{
          border: '12px solid #222',
          borderRadius: 44,
          overflow: 'auto',
          position: 'relative',
          transform: 'translateZ(0)', // keeps position: fixed children (overlays) inside the frame
        }}
      >
        <Text
          ta="center"
          fw={700}
          c="white"
          bg="red.7"
          size="xs"
          py={2}
          aria-label={t('common.demoOnly2')}
        >
          {t('common.demoOnly')}
        </Text>
        {children}
      </Box>
    </Box>
  );
}
