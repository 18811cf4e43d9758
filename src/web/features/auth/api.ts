import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  ChangePasswordInput,
  ForgotPasswordInput,
  LoginInput,
  ProfileUpdate,
  RegisterData,
  RegisterResponse,
  ResetPasswordInput,
  ResetPasswordResponse,
  SafeUser,
} from '@/contracts/auth';
import { toast } from '@/web/components/ui/use-toast';
import { CART_QUERY_KEY } from '@/web/features/cart';
import { apiJson, type ApiRequestError } from '@/web/lib/api';
import { claimShopperState } from '@/web/lib/shopper-state';
import { USER_QUERY_KEY } from './use-user';

/**
 * The session changed: cache the new user (or none) and refetch the basket, which changes owner then. What the
 * browser kept about the shopper (last search, recently viewed, checkout details...) is forgotten on sign-out and
 * when a different shopper signs in (src/web/lib/shopper-state.ts).
 */
export function setSessionUser(client: QueryClient, user: SafeUser | null): void {
  claimShopperState(user?.id ?? null);
  client.setQueryData(USER_QUERY_KEY, user);
  void client.invalidateQueries({ queryKey: CART_QUERY_KEY });
}

/** Sign-in. Failures are the caller's to show: the /auth form and the modal word them differently. */
export function useLogin() {
  const client = useQueryClient();
  return useMutation<SafeUser, ApiRequestError, LoginInput>({
    mutationFn: (body) => apiJson('safeUserSchema', 'POST', '/api/login', body),
    onSuccess: (user) => {
      setSessionUser(client, user);
      toast({ title: 'Login successful', description: `Welcome back, ${user.firstName}!` });
    },
  });
}

export function useRegister() {
  const client = useQueryClient();
  return useMutation<RegisterResponse, ApiRequestError, RegisterData>({
    mutationFn: (body) => apiJson('registerResponseSchema', 'POST', '/api/register', body),
    onSuccess: ({ message, ...user }) => {
      setSessionUser(client, user);
      toast({ title: 'Registration successful', description: message ?? `Welcome to Everystore, ${user.firstName}!` });
    },
  });
}

/**
 * Sign-out. On a protected page the route guard then sends the visitor to /auth?redirect=..., the same
 * place the side menu's Logout leads to.
 */
export function useLogout() {
  const client = useQueryClient();
  return useMutation<{ message: string }, ApiRequestError, void>({
    mutationFn: () => apiJson('messageResponseSchema', 'POST', '/api/logout'),
    onSuccess: () => {
      setSessionUser(client, null);
      toast({ title: 'Logged out', description: 'You have been signed out.' });
    },
    onError: (error) => {
      toast({ title: 'Logout failed', description: error.serverMessage ?? 'Please try again.', variant: 'destructive' });
    },
  });
}

export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation<SafeUser, ApiRequestError, ProfileUpdate>({
    mutationFn: (body) => apiJson('safeUserSchema', 'PUT', '/api/profile', body),
    onSuccess: (user) => {
      client.setQueryData(USER_QUERY_KEY, user);
      toast({ title: 'Profile updated', description: 'Your profile has been updated successfully.' });
    },
    onError: (error) => {
      toast({ title: 'Profile update failed', description: error.serverMessage ?? 'Please try again.', variant: 'destructive' });
    },
  });
}

export function useChangePassword() {
  return useMutation<{ message: string }, ApiRequestError, ChangePasswordInput>({
    mutationFn: (body) => apiJson('messageResponseSchema', 'POST', '/api/password', body),
    onSuccess: ({ message }) => toast({ title: 'Password changed', description: message }),
    onError: (error) => toast({ title: 'Password change failed', description: error.serverMessage ?? 'Please try again.', variant: 'destructive' }),
  });
}

export function useVerifyEmail() {
  const client = useQueryClient();
  return useMutation<SafeUser, ApiRequestError, { code: string }>({
    mutationFn: (body) => apiJson('safeUserSchema', 'POST', '/api/verify-email', body),
    onSuccess: (user) => {
      client.setQueryData(USER_QUERY_KEY, user);
      toast({ title: 'Email verified', description: 'Thank you, your email address is confirmed.' });
    },
  });
}

export function useResendCode() {
  return useMutation<{ message: string }, ApiRequestError, void>({
    mutationFn: () => apiJson('messageResponseSchema', 'POST', '/api/verify-email/resend'),
    onSuccess: ({ message }) => toast({ title: 'Code sent', description: message }),
    onError: (error) => toast({ title: 'Could not send a new code', description: error.serverMessage ?? 'Please try again later.', variant: 'destructive' }),
  });
}

/** Asks for a forgotten-password code. The answer is the same whether or not the address has an account. */
export function useForgotPassword() {
  return useMutation<{ message: string }, ApiRequestError, ForgotPasswordInput>({
    mutationFn: (body) => apiJson('messageResponseSchema', 'POST', '/api/password/forgot', body),
  });
}

/** Sets a new password with the mailed code; the server signs this browser in and every other one out. */
export function useResetPassword() {
  const client = useQueryClient();
  return useMutation<ResetPasswordResponse, ApiRequestError, ResetPasswordInput>({
    mutationFn: (body) => apiJson('resetPasswordResponseSchema', 'POST', '/api/password/reset', body),
    onSuccess: ({ message, ...user }) => {
      setSessionUser(client, user);
      toast({ title: 'Password reset', description: message });
    },
  });
}
