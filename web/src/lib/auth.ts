import { useQuery } from '@tanstack/react-query';
import type { User } from '@homepact/proto';
import { getQueryFn } from './queryClient';

export const AUTH_USER_KEY = ['/api/auth/user'] as const;

export function useAuth() {
  const { data, isLoading } = useQuery<User | null>({
    queryKey: AUTH_USER_KEY,
    queryFn: getQueryFn<User>({ on401: 'returnNull' }),
  });
  const user = data ?? null;
  return { user, isLoading, isAuthenticated: user !== null };
}
