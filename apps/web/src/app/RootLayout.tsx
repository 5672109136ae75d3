import { Suspense, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LoadingScreen } from '../components/LoadingScreen.js';
import { DemoBanner } from '../components/DemoBanner.js';
import { PhoneFrame } from '../components/PhoneFrame.js';
import { isDemoFrame } from '../components/phone-frame.js';
import { PasscodeGate } from '../features/gate/components/PasscodeGate.js';
import { OfflineNotice } from '../features/offline/components/OfflineNotice.js';
import { UpdatePrompt } from '../features/offline/components/UpdatePrompt.js';

export function RootLayout() {
  const { search } = useLocation();
  const { t } = useTranslation();
  // Read once: the frame stays on while the demo navigates to pages without ?demo=1.
  const [demo] = useState(() => isDemoFrame(search, import.meta.env.VITE_DEMO_FRAME));
  return (
    <PhoneFrame enabled={demo}>
      <a className="skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      <DemoBanner />
      <OfflineNotice />
      <UpdatePrompt />
      <PasscodeGate>
        <Suspense fallback={<LoadingScreen />}>
          <Outlet />
        </Suspense>
      </PasscodeGate>
    </PhoneFrame>
  );
}
