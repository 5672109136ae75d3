import { SignupView } from '../../features/auth/components/SignupView.js';

export default function SignupPage() {
  return (
    <main id="main">
      <SignupView />
    </main>
  );
}
