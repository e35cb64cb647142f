import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { currentLanguage } from '@/i18n/i18n';

/** GET /api/privacy-notice: the notice in force, its version and the day it took effect, in the chosen language. */
export const fetchPrivacyNotice = (signal?: AbortSignal) => api.get('/api/privacy-notice', { signal });
export const privacyNoticeKey = () => ['policies', 'privacy-notice', currentLanguage()] as const;
export function usePrivacyNotice() {
  return useQuery({ queryKey: privacyNoticeKey(), queryFn: ({ signal }) => fetchPrivacyNotice(signal), staleTime: 5 * 60_000 });
}
