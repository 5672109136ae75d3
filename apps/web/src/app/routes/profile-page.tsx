import { Navigate } from 'react-router-dom';
import { useAuthToken } from '../../lib/auth-token.js';
import { ProfileView } from '../../features/profile/components/ProfileView.js';

/** /profile: only with a stored token (spec §4 Auth); otherwise /login. */
export default function ProfilePage() {
  const token = useAuthToken();
  if (!token) return <Navigate to="/login" replace />;
  return (
    <main id="main">
      <ProfileView />
    </main>
  );
}
