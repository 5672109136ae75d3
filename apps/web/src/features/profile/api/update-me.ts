import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../../lib/api-client.js';
import { notify } from '../../../components/notify.js';
import { ME_KEY, type Me } from './get-me.js';

export type ProfileUpdate = Pick<Me, 'fullName' | 'state' | 'zipCode' | 'phone'>;

export function updateMe(update: ProfileUpdate): Promise<unknown> {
  return apiFetch('/api/me', { method: 'PUT', json: update });
}

export function useUpdateMe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMe,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ME_KEY });
      notify({ title: 'Profile updated successfully!', color: 'green' });
    },
    onError: (error) =>
      notify({
        title: 'Error',
        message:
          (error instanceof ApiError ? error.serverMessage : undefined) ??
          'Failed to update profile',
        color: 'red',
      }),
  });
}
