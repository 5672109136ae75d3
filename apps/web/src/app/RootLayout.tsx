import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { LoadingScreen } from '../components/LoadingScreen.js';
import { PhoneFrame } from '../components/PhoneFrame.js';
import { isDemoFrame } from '../components/phone-frame.js';
import { PasscodeGate } from '../features/gate/components/PasscodeGate.js';

export function RootLayout() {
  const { search } = useLocation();
  return (
    <PhoneFrame enabled={isDemoFrame(search, import.meta.env.VITE_DEMO_FRAME)}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <PasscodeGate>
        <Suspense fallback={<LoadingScreen />}>
          <Outlet />
        </Suspense>
      </PasscodeGate>
    </PhoneFrame>
  );
}
