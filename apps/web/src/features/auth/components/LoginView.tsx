import { useState } from 'react';
import { Paper } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '../../../lib/api-client.js';
import { setAuthToken } from '../../../lib/auth-token.js';
import { forgetAccountData } from '../../../lib/logout.js';
import { notify } from '../../../components/notify.js';
import { login } from '../api/login.js';
import { LoginForm } from './LoginForm.js';
import { PasswordResetView } from './PasswordResetView.js';
import { t } from '../../../i18n/i18n.js';

export function LoginView() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [resetting, setResetting] = useState(false);
  const mutation = useMutation({
    mutationFn: login,
    onSuccess: ({ token }) => {
      setAuthToken(token);
      // The visitor's cart and plays were cached: the account's take their place.
      forgetAccountData(queryClient);
      notify({ title: t('auth.loggedInSuccessfully'), color: 'green' });
      // The profile asks whether this browser's earlier plays join the account (ClaimVisitorPlays).
      navigate('/profile', { state: { justLoggedIn: true } });
    },
    onError: (error) =>
      notify({
        title: t('auth.loginFailed'),
        message:
          (error instanceof ApiError ? error.serverMessage : undefined) ?? t('auth.loginFailed2'),
        color: 'red',
      }),
  });
  return (
    <Paper withBorder p="lg" maw={420} mx="auto">
      {resetting ? (
        <PasswordResetView onDone={() => setResetting(false)} />
      ) : (
        <LoginForm
          submitting={mutation.isPending}
          onSubmit={(values) => mutation.mutate(values)}
          onCancel={() => void navigate('/')}
          onForgotPasscode={() => setResetting(true)}
        />
      )}
    </Paper>
  );
}
