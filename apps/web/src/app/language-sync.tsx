import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { UserDto } from '@bazaar/shared';
import { api } from '@/lib/api';
import { useAuth } from '@/lib/auth';
import { queryKeys } from '@/lib/query-keys';
import { ACCOUNT_LANGUAGES, type AccountLanguage } from '@/i18n/config';
import { chooseLanguage, deviceLanguage } from '@/i18n/i18n';

const isAccountLanguage = (l: unknown): l is AccountLanguage => (ACCOUNT_LANGUAGES as readonly unknown[]).includes(l);

/**
 * Keeps a logged-in person's language on the account (issue 28 #3, decision 090). A device where a language was
 * chosen keeps it and tells the account (`PUT /api/account/language`); a device where none was chosen (a first
 * visit, a new phone) takes the account's. Nothing is drawn.
 */
export function LanguageSync() {
  const { user } = useAuth();
  const qc = useQueryClient();
  const account = user?.language;
  useEffect(() => {
    if (!user || !account) return;
    const device = deviceLanguage();
    if (device === null) {
      void chooseLanguage(account).catch(() => undefined);
      return;
    }
    if (!isAccountLanguage(device) || device === account) return;
    api
      .put('/api/account/language', { body: { language: device } })
      .then(() => qc.setQueryData<UserDto | null>(queryKeys.me, (u) => (u ? { ...u, language: device } : u)))
      // Not kept on the account this time (offline): the device still has it, and the next page load tries again.
      .catch(() => undefined);
  }, [user?._id, account]); // eslint-disable-line react-hooks/exhaustive-deps -- once per account and language
  return null;
}
