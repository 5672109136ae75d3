import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client.js';
import { clearAuthToken } from '../../../lib/auth-token.js';
import { notify } from '../../../components/notify.js';
import { confirmPasswordReset, requestPasswordReset } from '../api/password-reset.js';
import { onFieldError } from '../../../lib/server-field-error.js';
import { PasswordResetForm } from './PasswordResetForm.js';
import { t } from '../../../i18n/i18n.js';

export interface PasswordResetViewProps {
  /** Back to the login form (after a change, or on Cancel). */
  onDone(): void;
}

function failed(title: string) {
  return (error: unknown) =>
    notify({
      title,
      message:
        (error instanceof ApiError ? error.serverMessage : undefined) ?? t('auth.pleaseTryAgain'),
      color: 'red',
    });
}

/** The password reset: request the e-mailed code, then set the new password with it. */
export function PasswordResetView({ onDone }: PasswordResetViewProps) {
  const [email, setEmail] = useState('');
  const [demoCode, setDemoCode] = useState<string | null>(null);
  const request = useMutation({
    mutationFn: requestPasswordReset,
    onSuccess: (response) => {
      setEmail(response.email);
      setDemoCode(response.demoCode ?? null);
    },
    onError: failed(t('auth.resetFailed')),
  });
  const confirm = useMutation({
    mutationFn: confirmPasswordReset,
    onSuccess: ({ message }) => {
      // Every session of the account ended on the server, this browser's too.
      clearAuthToken();
      notify({ title: t('auth.passcodeChanged'), message, color: 'green' });
      onDone();
    },
    onError: failed(t('auth.resetFailed')),
  });
  return (
    <PasswordResetForm
      step={request.isSuccess ? 'confirm' : 'request'}
      email={email}
      demoCode={demoCode}
      busy={request.isPending || confirm.isPending}
      onRequest={(address, showFieldError) =>
        request.mutate(address, { onError: onFieldError(showFieldError) })
      }
      onConfirm={(values, showFieldError) =>
        confirm.mutate({ email, ...values }, { onError: onFieldError(showFieldError) })
      }
      onCancel={onDone}
    />
  );
}
