import { useEffect, useReducer, useState, type ReactNode } from 'react';
import { Paper, Stepper, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import '@mantine/core/styles/Stepper.css';
import { ApiError } from '../../../lib/api-client.js';
import { setAuthToken } from '../../../lib/auth-token.js';
import { notify } from '../../../components/notify.js';
import { signup } from '../api/signup.js';
import { verifyEmail } from '../api/verify-email.js';
import { DEMO_NOTICE_MS, initialSignupFlow, signupReducer, stepIndex } from '../signup-flow.js';
import type { SignupBody } from '@pick3/contract';
import { onFieldError } from '../../../lib/server-field-error.js';
import type { Checkout, PaidOrder } from '../../../lib/checkout-slot.js';
import { EMPTY_SIGNUP, SignupForm } from './SignupForm.js';
import { VerifyStep } from './VerifyStep.js';
import { PaymentStep } from './PaymentStep.js';
import { t } from '../../../i18n/i18n.js';

function serverMessage(error: unknown): string | undefined {
  return error instanceof ApiError ? error.serverMessage : undefined;
}

function signupFailed(error: unknown): void {
  notify({
    title: t('auth.signupFailed'),
    message: serverMessage(error) ?? t('auth.signupFailed2'),
    color: 'red',
  });
}

/**
 * Signup in three steps: form → email verification → subscription payment → /profile. The account
 * is complete once verified: the payment step may be left for later (→ /login).
 */
export function SignupView({ plan, Checkout }: { plan: ReactNode; Checkout: Checkout }) {
  const navigate = useNavigate();
  const [flow, dispatch] = useReducer(signupReducer, initialSignupFlow);
  const [formValues, setFormValues] = useState<SignupBody>(EMPTY_SIGNUP);
  const [passwordKept, setPasswordKept] = useState(true);

  useEffect(() => {
    if (flow.demoCode === null) return;
    const timer = setTimeout(() => dispatch({ type: 'demo-expired' }), DEMO_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [flow.demoCode]);

  const register = useMutation({
    mutationFn: signup,
    onSuccess: (response, values) =>
      dispatch({
        type: 'registered',
        email: values.email.trim(),
        demoCode: response.demoCode ?? null,
      }),
    onError: signupFailed,
  });

  const verify = useMutation({
    mutationFn: verifyEmail,
    onSuccess: (response) => {
      setPasswordKept(response.passwordKept);
      dispatch({ type: 'verified' });
      notify({
        title: t('auth.emailVerified'),
        message: t('auth.accountReadySubscribeNowOr'),
        color: 'green',
      });
    },
    onError: (error) =>
      // A wrong code gets the spec's words; an expired code or too many tries get the server's.
      error instanceof ApiError && error.code === 'INVALID_CODE'
        ? notify({
            title: t('auth.invalidCode'),
            message: t('auth.pleaseEnterTheCorrect'),
            color: 'red',
          })
        : notify({
            title: t('auth.invalidCode'),
            message: serverMessage(error) ?? t('auth.pleaseEnterTheCorrect'),
            color: 'red',
          }),
  });

  const onPaid = (result: PaidOrder) => {
    if (!result.token) {
      signupFailed(undefined);
      return;
    }
    setAuthToken(result.token);
    notify({
      title: t('auth.accountCreatedAndSubscription'),
      color: 'green',
    });
    navigate('/profile');
  };

  return (
    <Paper withBorder p="lg" maw={480} mx="auto">
      <Title order={1} size="h2" mb="md">
        {t('auth.signUp2')}
      </Title>
      <Stepper active={stepIndex(flow.step)} size="xs" mb="md" allowNextStepsSelect={false}>
        <Stepper.Step label={t('auth.details')} />
        <Stepper.Step label={t('auth.verify')} />
        <Stepper.Step label={t('auth.payment')} />
      </Stepper>
      {flow.step === 'form' && (
        <SignupForm
          initialValues={formValues}
          submitting={register.isPending}
          onSubmit={(values, showFieldError) => {
            setFormValues(values);
            register.mutate(values, { onError: onFieldError(showFieldError) });
          }}
          onCancel={() => void navigate('/')}
        />
      )}
      {flow.step === 'verify' && (
        <VerifyStep
          email={flow.email}
          demoCode={flow.demoCode}
          verifying={verify.isPending}
          onVerify={(code) => verify.mutate({ email: flow.email, code })}
          onBack={() => dispatch({ type: 'back' })}
        />
      )}
      {flow.step === 'payment' && (
        <PaymentStep
          passwordKept={passwordKept}
          plan={plan}
          Checkout={Checkout}
          onBack={() => dispatch({ type: 'back' })}
          onSkip={() => {
            notify({
              title: t('auth.accountReady'),
              message: t('auth.logInNowSubscribeAny'),
              color: 'green',
            });
            void navigate('/login');
          }}
          onPaid={onPaid}
          onError={signupFailed}
        />
      )}
    </Paper>
  );
}
