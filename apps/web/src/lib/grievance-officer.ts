import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/**
 * The grievance officer and the complaint clocks from the platform settings (issue 26 #5): the footer, the contact
 * page and every ticket show them. Read once a visit.
 */
export function useGrievanceInfo() {
  return useQuery({
    queryKey: ['platform', 'grievance-officer'] as const,
    queryFn: ({ signal }) => api.get('/api/grievance-officer', { signal }),
    staleTime: 5 * 60_000,
  });
}
