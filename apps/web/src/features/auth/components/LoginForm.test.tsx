import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../testing/render.js';
import { LoginForm } from './LoginForm.js';

function setup() {
  const onSubmit = vi.fn();
  const onCancel = vi.fn();
  renderWithProviders(<LoginForm submitting={false} onSubmit={onSubmit} onCancel={onCancel} />);
  return { onSubmit, onCancel, user: userEvent.setup() };
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

  it('has the sign-up link, the no-action forgot buttons and Cancel', async () => {
    const { onCancel, onSubmit, user } = setup();
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    await user.click(screen.getByRole('button', { name: 'Forgot username?' }));
    await user.click(screen.getByRole('button', { name: 'Forgot passcode?' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
  });
});
