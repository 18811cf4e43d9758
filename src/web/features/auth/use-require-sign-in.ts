import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { signInModal } from './sign-in-modal-store';
import { useUser } from './use-user';

/**
 * For actions that need a signed-in user (mark helpful, write a review): runs the action at once when
 * signed in; otherwise opens the sign-in modal and runs it after a successful sign-in. Without a modal
 * host on the page it falls back to /auth?redirect={current path}.
 */
export function useRequireSignIn(): (action: () => void) => void {
  const { user } = useUser();
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (action: () => void) => {
      if (user) action();
      else if (signInModal.hasHost()) signInModal.open(action);
      else void navigate(`/auth?redirect=${encodeURIComponent(`${location.pathname}${location.search}`)}`);
    },
    [user, navigate, location.pathname, location.search],
  );
}
