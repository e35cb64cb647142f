import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/**
 * The platform's support contacts and social pages, as the platform owner entered them (issue 22 #7): the footer
 * and the contact page show only these, never a placeholder. Read once a visit (each visit asks the server again: a change shows at once).
 */
export function usePublicProfile() {
  return useQuery({
    queryKey: ['platform', 'profile'] as const,
    queryFn: ({ signal }) => api.get('/api/platform/profile', { signal }),
    staleTime: 5 * 60_000,
  });
}
