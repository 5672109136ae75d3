import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../testing/render.js';
import { PasswordResetForm, type PasswordResetFormProps } from './PasswordResetForm.js';

function setup(props: Partial<PasswordResetFormProps> = {}) {
  const handlers = { onRequest: vi.fn(), onConfirm: vi.fn(), onCancel: vi.fn() };
  renderWithProviders(
    <PasswordResetForm
      step="request"
      email=""
      demoCode={null}
      busy={false}
      {...handlers}
      {...props}
    />,
  );
  return { ...handlers, user: userEvent.setup() };
}

describe('PasswordResetForm', () => {
  it('asks for a valid e-mail address before sending the code', async () => {
    const { onRequest, onCancel, user } = setup();
    await user.type(screen.getByLabelText('Email'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Send Code' }));
    expect(screen.getByText('Invalid email address')).toBeInTheDocument();
    expect(onRequest).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), ' ada@example.com ');
    await user.click(screen.getByRole('button', { name: 'Send Code' }));
    expect(onRequest).toHaveBeenCalledWith('ada@example.com', expect.any(Function));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
  });

  it('takes the 6-digit code and the new passcode twice, with the signup rules', async () => {
    const { onConfirm, user } = setup({ step: 'confirm', email: 'ada@example.com' });
    expect(screen.getByText(/If an account uses/)).toHaveTextContent('ada@example.com');
    await user.type(screen.getByLabelText('Reset Code'), '12a3');
    expect(screen.getByLabelText('Reset Code')).toHaveValue('123');
    await user.type(screen.getByLabelText('New Passcode'), 'short');
    await user.type(screen.getByLabelText('Confirm New Passcode'), 'other');
    await user.click(screen.getByRole('button', { name: 'Set New Passcode' }));
    expect(screen.getByText('Enter the 6-digit code')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText("Passwords don't match")).toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Reset Code'), '456');
    await user.clear(screen.getByLabelText('New Passcode'));
    await user.type(screen.getByLabelText('New Passcode'), 'new pass phrase');
    await user.clear(screen.getByLabelText('Confirm New Passcode'));
    await user.type(screen.getByLabelText('Confirm New Passcode'), 'new pass phrase');
    await user.click(screen.getByRole('button', { name: 'Set New Passcode' }));
    expect(onConfirm).toHaveBeenCalledWith(
      { code: '123456', password: 'new pass phrase', confirmPassword: 'new pass phrase' },
      expect.any(Function),
    );
  });

  it("shows the code in demo mode and the server's refusal under its field", async () => {
    const { user } = setup({
      step: 'confirm',
      email: 'ada@example.com',
      demoCode: '271828',
      // As the mutation's onError does with the server's refusal naming the code.
      onConfirm: (_values, showFieldError) =>
        showFieldError({ field: 'code', message: 'Please enter the correct verification code.' }),
    });
    expect(screen.getByRole('status')).toHaveTextContent('271828');
    await user.type(screen.getByLabelText('Reset Code'), '123456');
    await user.type(screen.getByLabelText('New Passcode'), 'new pass phrase');
    await user.type(screen.getByLabelText('Confirm New Passcode'), 'new pass phrase');
    await user.click(screen.getByRole('button', { name: 'Set New Passcode' }));
    expect(screen.getByText('Please enter the correct verification code.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Reset Code'));
    expect(screen.queryByText('Please enter the correct verification code.')).toBeNull();
  });
});
