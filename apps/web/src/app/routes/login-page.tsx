import { Box } from '@mantine/core';
import { LoginView } from '../../features/auth/components/LoginView.js';

export default function LoginPage() {
  return (
    <Box component="main" id="main" p="sm">
      <LoginView />
    </Box>
  );
}
