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

export const returnSettingsKey = [...queryKeys.superadmin, 'return-settings'] as const;
/** The return clocks (hours to decide a return, days to refund after receipt): dated versions (decision 092). */
export const getReturnSettings = (signal?: AbortSignal) => api.get('/api/superadmin/return-settings', { signal });
export const saveReturnSettings = (body: Body<'/api/superadmin/return-settings', 'put'>) => api.put('/api/superadmin/return-settings', { body });
