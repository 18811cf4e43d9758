import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '@/web/components/ui/use-toast';
import { setSessionUser } from '@/web/features/auth';
import { apiJson } from '@/web/lib/api';

/** POST /api/logout; on success forget the user (and what the tab kept for them), reload the (now anonymous) cart and go to /auth. */
export function useLogout() {
  const client = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => apiJson('messageResponseSchema', 'POST', '/api/logout'),
    onSuccess: () => {
      setSessionUser(client, null);
      toast({ title: 'Logged out' });
      navigate('/auth');
    },
    onError: () => toast({ title: 'Logout failed', variant: 'destructive' }),
  });
}
