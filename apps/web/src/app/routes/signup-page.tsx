import { Box } from '@mantine/core';
import { SignupView } from '../../features/auth/components/SignupView.js';
import { CheckoutButton } from '../../features/payments/components/CheckoutButton.js';
import { PlanCard } from '../../features/payments/components/PlanCard.js';

export default function SignupPage() {
  return (
    <Box component="main" id="main" p="sm">
      <SignupView plan={<PlanCard />} Checkout={CheckoutButton} />
    </Box>
  );
}
