import { useState } from 'react';
import { Box } from '@mantine/core';
import { Navigate } from 'react-router-dom';
import { getAuthToken } from '../../lib/auth-token.js';
import { ProfileView } from '../../features/profile/components/ProfileView.js';
import { CheckoutButton } from '../../features/payments/components/CheckoutButton.js';
import { PlanCard } from '../../features/payments/components/PlanCard.js';
import { PoolTrackersTable } from '../../features/tracker/components/PoolTrackersTable.js';

/**
 * /profile: only with a stored token (spec §4 Auth); otherwise /login. The check is made on
 * arrival: Logout clears the token on its way to /, and a session that ended elsewhere shows up
 * as a 401 from /api/me, which ProfileView sends to /login.
 */
export default function ProfilePage() {
  const [hasToken] = useState(() => getAuthToken() !== null);
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
