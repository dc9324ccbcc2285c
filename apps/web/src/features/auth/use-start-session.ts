import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { isRole } from '@vms/shared';
import { forgetEarlierPath, peekEarlierPath, writeAuth } from '../../lib/auth-storage';
import type { LoginMutation } from '../../gql/graphql';
import { toastError } from '../../ui/toast';
import { afterLoginPath } from './after-login';

type SessionResult = LoginMutation['login'];

/** Stores the auth record of a login or sign-up and opens the user's landing page. */
export function useStartSession() {
  const navigate = useNavigate();
  return useCallback(
    (result: SessionResult) => {
      if (!isRole(result.role)) {
        toastError('This account has no valid role.');
        return;
      }
      writeAuth({
        token: result.token,
        role: result.role,
        isEditorProfileUpdated: result.isEditorProfileUpdated,
        userId: result.userId,
        photo: result.photo ?? null,
      });
      const target = afterLoginPath(result.role, result.isEditorProfileUpdated, peekEarlierPath());
      forgetEarlierPath();
      void navigate(target, { replace: true });
    },
    [navigate],
  );
}
