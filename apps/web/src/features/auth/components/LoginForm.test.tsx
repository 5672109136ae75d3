import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../testing/render.js';
import { LoginForm } from './LoginForm.js';

function setup() {
  const onSubmit = vi.fn();
  const onCancel = vi.fn();
  const onForgotPasscode = vi.fn();
  renderWithProviders(
    <LoginForm
      submitting={false}
      onSubmit={onSubmit}
      onCancel={onCancel}
      onForgotPasscode={onForgotPasscode}
    />,
  );
  return { onSubmit, onCancel, onForgotPasscode, user: userEvent.setup() };
}

describe('LoginForm', () => {
  it('shows the spec messages under the fields and does not submit', async () => {
    const { onSubmit, user } = setup();
    await user.type(screen.getByLabelText('Email'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(screen.getByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('clears a field error when the field is edited', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    await user.type(screen.getByLabelText('Passcode'), 'x');
    expect(screen.queryByText('Password is required')).toBeNull();
    expect(screen.getByText('Invalid email address')).toBeInTheDocument();
  });

  it('submits email and passcode as password', async () => {
    const { onSubmit, user } = setup();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Passcode'), 's3cret{Enter}');
    expect(onSubmit).toHaveBeenCalledWith({ email: 'ada@example.com', password: 's3cret' });
  });

  it('has the sign-up link, the forgot buttons and Cancel', async () => {
    const { onCancel, onSubmit, onForgotPasscode, user } = setup();
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    await user.click(screen.getByRole('button', { name: 'Forgot username?' }));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your username is the e-mail address you signed up with.',
    );
    expect(onForgotPasscode).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Forgot passcode?' }));
    expect(onForgotPasscode).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
  });
});
