import { useQuery } from '@tanstack/react-query';
import { currentUserQuery } from '../api/session';

export function useAuth() {
  const { data, isLoading } = useQuery(currentUserQuery());
  const user = data ?? null;
  return { user, isLoading, isAuthenticated: user !== null };
}
