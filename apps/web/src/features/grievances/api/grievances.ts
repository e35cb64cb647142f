import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type Body } from '@/lib/api';

/** Which list a screen shows: the caller's own, the shop's, or every complaint (the platform owner). */
export type GrievanceScope = 'mine' | 'shop' | 'platform';

const KEY = ['grievances'] as const;
const oneKey = (id: string) => [...KEY, 'one', id] as const;

/** POST /api/grievances: answers the ticket number and the clock. */
export const fileGrievance = (body: Body<'/api/grievances', 'post'>) => api.post('/api/grievances', { body });

export function useGrievances(scope: GrievanceScope, status = 'all') {
  return useQuery({
    queryKey: [...KEY, scope, status] as const,
    queryFn: ({ signal }) =>
      scope === 'mine'
        ? api.get('/api/grievances', { signal })
        : scope === 'shop'
          ? api.get('/api/admin/grievances', { query: { status: status as 'all' }, signal })
          : api.get('/api/superadmin/grievances', { query: { status: status as 'all' }, signal }),
    staleTime: 0,
  });
}

export function useGrievance(id: string) {
  return useQuery({ queryKey: oneKey(id), queryFn: ({ signal }) => api.get('/api/grievances/{id}', { path: { id }, signal }), staleTime: 0 });
}

/** A message on the ticket, optionally resolving or reopening it; the page shows the ticket the server answers. */
export function useGrievanceMessage(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: Body<'/api/grievances/{id}/messages', 'post'>) => api.post('/api/grievances/{id}/messages', { path: { id }, body }),
    onSuccess: (res) => {
      qc.setQueryData(oneKey(id), res.grievance);
      void qc.invalidateQueries({ queryKey: KEY });
    },
    onError: () => void qc.invalidateQueries({ queryKey: oneKey(id) }),
  });
}

export function useGrievanceSettings() {
  return useQuery({ queryKey: [...KEY, 'settings'] as const, queryFn: ({ signal }) => api.get('/api/superadmin/grievance-settings', { signal }) });
}

export function useChangeGrievanceSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: Body<'/api/superadmin/grievance-settings', 'patch'>) => api.patch('/api/superadmin/grievance-settings', { body }),
    onSuccess: (res) => {
      qc.setQueryData([...KEY, 'settings'], res.settings);
      void qc.invalidateQueries({ queryKey: ['platform', 'grievance-officer'] });
    },
  });
}
