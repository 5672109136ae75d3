import type { UpdateMeBody, UpdateMeReply } from '@pick3/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../../lib/api-client.js';
import { notify } from '../../../components/notify.js';
import { ME_KEY } from './get-me.js';
import { t } from '../../../i18n/i18n.js';

/** The editable fields; an empty phone clears it. */
export type ProfileUpdate = Required<
  Pick<UpdateMeBody, 'fullName' | 'state' | 'zipCode' | 'phone'>
>;

export function updateMe(update: ProfileUpdate): Promise<UpdateMeReply> {
  return apiFetch<UpdateMeReply>('/api/me', { method: 'PUT', json: update });
}

export function useUpdateMe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMe,
    onSuccess: ({ user }) => {
      queryClient.setQueryData(ME_KEY, user);
      notify({ title: t('profile.profileUpdatedSuccessfully'), color: 'green' });
    },
    onError: (error) =>
      notify({
        title: t('common.error'),
        message:
          (error instanceof ApiError ? error.serverMessage : undefined) ??
          t('profile.failedToUpdateProfile'),
        color: 'red',
      }),
  });
}
