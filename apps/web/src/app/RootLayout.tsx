import { onServer, serverPage } from '../lib/server-page.js';
import { Suspense, useEffect, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LoadingScreen } from '../components/LoadingScreen.js';
import { DemoBanner } from '../components/DemoBanner.js';
import { PhoneFrame } from '../components/PhoneFrame.js';
import { isDemoFrame } from '../components/phone-frame.js';
import { PasscodeGate } from '../features/gate/components/PasscodeGate.js';
import { OfflineNotice } from '../features/offline/components/OfflineNotice.js';
import { UpdatePrompt } from '../features/offline/components/UpdatePrompt.js';
import { syncDefaultStateAcrossTabs } from '../stores/app-store.js';

export function RootLayout() {
  const { t } = useTranslation();
  // Read once, from the page's first address: the frame stays on while the demo navigates to pages
  // without ?demo=1. Not through useLocation, which would re-render the whole layout (banners,
  // gate) on every URL change, the main page's controls rewriting it included.
  const [demo] = useState(() =>
    isDemoFrame(
      onServer ? serverPage().search : window.location.search,
      import.meta.env.VITE_DEMO_FRAME,
    ),
  );
  // Spec §4: the state another tab picks shows here too.
  useEffect(() => syncDefaultStateAcrossTabs(), []);
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
