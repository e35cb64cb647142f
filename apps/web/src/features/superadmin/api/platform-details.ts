import { api, type Body } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

export const platformProfileKey = [...queryKeys.superadmin, 'platform-profile'] as const;
export const settingsKey = [...queryKeys.superadmin, 'settings'] as const;

/** The platform's public and payee details (each save is a new version). */
export const getPlatformProfile = (signal?: AbortSignal) => api.get('/api/superadmin/platform-profile', { signal });
export const savePlatformProfile = (body: Body<'/api/superadmin/platform-profile', 'patch'>) => api.patch('/api/superadmin/platform-profile', { body });

/** The platform's settings (fees, limits, rates), each with its effective date. */
export const getSettings = (signal?: AbortSignal) => api.get('/api/superadmin/settings', { signal });
export const saveSettings = (body: Body<'/api/superadmin/settings', 'patch'>) => api.patch('/api/superadmin/settings', { body });
