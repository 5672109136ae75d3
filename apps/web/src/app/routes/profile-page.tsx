import { useSyncExternalStore } from 'react';
import { Box } from '@mantine/core';
import { Navigate } from 'react-router-dom';
import { LoadingScreen } from '../../components/LoadingScreen.js';
import { getAuthToken } from '../../lib/auth-token.js';
import { ProfileView } from '../../features/profile/components/ProfileView.js';
import { CheckoutButton } from '../../features/payments/components/CheckoutButton.js';
import { PlanCard } from '../../features/payments/components/PlanCard.js';
import { PoolTrackersTable } from '../../features/tracker/components/PoolTrackersTable.js';

/** Not subscribed: a token cleared later (Logout, on its way to /) does not move this page to /login. */
const noSubscription = () => () => undefined;
const hasStoredToken = () => getAuthToken() !== null;
/** The server cannot see this browser's storage: it renders the loading screen, and so does hydration. */
const unknownOnServer = () => undefined;

/**
 * /profile: only with a stored token (spec §4 Auth); otherwise /login. The check is made on
 * arrival: Logout clears the token on its way to /, and a session that ended elsewhere shows up
 * as a 401 from /api/me, which ProfileView sends to /login. The token lives in this browser's
 * storage, so the server renders the loading screen and the browser decides right after hydrating
 * (React renders again with the browser's answer): a <Navigate> on the server would move nothing.
 */
export default function ProfilePage() {
  const hasToken = useSyncExternalStore(noSubscription, hasStoredToken, unknownOnServer);
  if (hasToken === undefined)
    return (
      <Box component="main" id="main" p="sm">
        <LoadingScreen />
      </Box>
    );
  if (!hasToken) return <Navigate to="/login" replace />;
  return (
    <Box component="main" id="main" p="sm">
      <ProfileView
        Checkout={CheckoutButton}
        poolTrackers={<PoolTrackersTable />}
        plan={<PlanCard />}
      />
    </Box>
  );
}
