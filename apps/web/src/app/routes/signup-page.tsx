import { Box } from '@mantine/core';
import { SignupView } from '../../features/auth/components/SignupView.js';

export default function SignupPage() {
  return (
    <Box component="main" id="main" p="sm">
      <SignupView />
    </Box>
  );
}
