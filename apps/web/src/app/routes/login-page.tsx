import { LoginView } from '../../features/auth/components/LoginView.js';

export default function LoginPage() {
  return (
    <main id="main">
      <LoginView />
    </main>
  );
}
