import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../testing/render.js';
import { SignupForm } from './SignupForm.js';
import { VerifyStep } from './VerifyStep.js';
import { PaymentStep } from './PaymentStep.js';
import type { CheckoutProps } from '../../../lib/checkout-slot.js';

describe('SignupForm', () => {
  it('shows every field error and does not submit', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithProviders(<SignupForm submitting={false} onSubmit={onSubmit} onCancel={vi.fn()} />);
    await user.type(screen.getByLabelText('Email'), 'bad');
    await user.type(screen.getByLabelText('Password'), 'longenough');
    await user.type(screen.getByLabelText('Confirm Password'), 'different');
    await user.type(screen.getByLabelText('State'), 'T');
    await user.type(screen.getByLabelText('Zip Code'), '123');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Full name is required')).toBeInTheDocument();
    expect(screen.getByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByText("Passwords don't match")).toBeInTheDocument();
    expect(screen.getByText('State must be 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Zip code must be at least 5 digits')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('limits the state input to 2 characters with placeholder TX and flags a long zip', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SignupForm submitting={false} onSubmit={vi.fn()} onCancel={vi.fn()} />);
    const state = screen.getByLabelText('State');
    expect(state).toHaveAttribute('placeholder', 'TX');
    await user.type(state, 'TEXAS');
    expect(state).toHaveValue('TE');
    await user.type(screen.getByLabelText('Zip Code'), '12345-678901');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Zip code too long')).toBeInTheDocument();
  });

  it('requires the state', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SignupForm submitting={false} onSubmit={vi.fn()} onCancel={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('State is required')).toBeInTheDocument();
  });

  it('submits valid values', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithProviders(<SignupForm submitting={false} onSubmit={onSubmit} onCancel={vi.fn()} />);
    await user.type(screen.getByLabelText('Full Name'), 'Ada Lovelace');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.type(screen.getByLabelText('Confirm Password'), 'correct horse');
    await user.type(screen.getByLabelText('State'), 'tx');
    await user.type(screen.getByLabelText('Zip Code'), '75001');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSubmit).toHaveBeenCalledWith(
      {
        fullName: 'Ada Lovelace',
        email: 'ada@example.com',
        password: 'correct horse',
        confirmPassword: 'correct horse',
        state: 'tx',
        zipCode: '75001',
      },
      expect.any(Function),
    );
  });
});

describe('SignupForm server errors', () => {
  it('shows the server refusal under its field', async () => {
    const user = userEvent.setup();
    // As the mutation's onError does with the server's 400 naming the password.
    renderWithProviders(
      <SignupForm
        submitting={false}
        initialValues={{
          fullName: 'Ada Lovelace',
          email: 'ada@example.com',
          password: 'password123',
          confirmPassword: 'password123',
          state: 'TX',
          zipCode: '75001',
        }}
        onSubmit={(_values, showFieldError) =>
          showFieldError({
            field: 'password',
            message: 'Password is too common; choose a less guessable one',
          })
        }
        onCancel={vi.fn()}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      screen.getByText('Password is too common; choose a less guessable one'),
    ).toBeInTheDocument();
  });
});

describe('VerifyStep', () => {
  it('enables Verify Email only with exactly 6 digits and sends the code', async () => {
    const user = userEvent.setup();
    const onVerify = vi.fn();
    renderWithProviders(
      <VerifyStep
        email="ada@example.com"
        demoCode={null}
        verifying={false}
        onVerify={onVerify}
        onBack={vi.fn()}
      />,
    );
    const verify = screen.getByRole('button', { name: 'Verify Email' });
    const input = screen.getByLabelText('Verification Code');
    await user.type(input, '12a345');
    expect(input).toHaveValue('12345');
    expect(verify).toBeDisabled();
    await user.type(input, '67');
    expect(input).toHaveValue('123456');
    expect(verify).toBeEnabled();
    await user.click(verify);
    expect(onVerify).toHaveBeenCalledWith('123456');
  });

  it('shows the demo code when the server returned one, and goes Back', async () => {
    const user = userEvent.setup();
    const onBack = vi.fn();
    renderWithProviders(
      <VerifyStep
        email="ada@example.com"
        demoCode="314159"
        verifying={false}
        onVerify={vi.fn()}
        onBack={onBack}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('314159');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalled();
  });
});

describe('PaymentStep', () => {
  // The pay button is the payments feature's, passed in as a slot: a plain button stands in for it.
  const Checkout = ({ label }: CheckoutProps) => <button type="button">{label}</button>;

  it('offers the plan as optional and can be skipped with "Subscribe later"', async () => {
    const user = userEvent.setup();
    const onSkip = vi.fn();
    const onBack = vi.fn();
    renderWithProviders(
      <PaymentStep
        plan={<p>Premium Monthly Plan</p>}
        Checkout={Checkout}
        onBack={onBack}
        onSkip={onSkip}
        onPaid={vi.fn()}
        onError={vi.fn()}
      />,
    );
    expect(
      screen.getByText(
        'Your account is ready. The subscription is optional: subscribe now, or later from your profile.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Subscribe with PayPal' })).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/finish signup/i);
    await user.click(screen.getByRole('button', { name: 'Subscribe later' }));
    expect(onSkip).toHaveBeenCalledTimes(1);
    expect(onBack).not.toHaveBeenCalled();
  });
});
