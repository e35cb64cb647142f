import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PROFILE_FIELDS, type ProfileField } from '@bazaar/shared';
import { messageOf } from '@/lib/api';
import { getPlatformProfile, platformProfileKey as KEY, savePlatformProfile } from '../api/platform-details';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { t, type MessageId } from '@/i18n/i18n';

const GROUPS: Array<{ title: MessageId; hint: MessageId; fields: Array<{ name: ProfileField; label: MessageId; hint?: MessageId; type?: string }> }> = [
  {
    title: 'superadmin.supportContacts',
    hint: 'superadmin.supportContactsHint',
    fields: [
      { name: 'supportEmail', label: 'superadmin.supportEmail', type: 'email' },
      { name: 'supportPhone', label: 'superadmin.supportPhone', type: 'tel' },
      { name: 'supportAddress', label: 'superadmin.address' },
      { name: 'supportHours', label: 'superadmin.supportHours', hint: 'superadmin.supportHoursHint' },
    ],
  },
  {
    title: 'superadmin.socialPages',
    hint: 'superadmin.socialPagesHint',
    fields: [
      { name: 'facebookUrl', label: 'superadmin.facebook', type: 'url' },
      { name: 'instagramUrl', label: 'superadmin.instagram', type: 'url' },
      { name: 'xUrl', label: 'superadmin.x', type: 'url' },
      { name: 'youtubeUrl', label: 'superadmin.youtube', type: 'url' },
    ],
  },
  {
    title: 'superadmin.payee',
    hint: 'superadmin.payeeHint',
    fields: [
      { name: 'payeeName', label: 'superadmin.payeeName' },
      { name: 'upiId', label: 'superadmin.upiId', hint: 'superadmin.upiIdHint' },
      { name: 'bankAccountName', label: 'superadmin.accountHolder' },
      { name: 'bankAccountNumber', label: 'superadmin.accountNumber' },
      { name: 'bankIfsc', label: 'superadmin.ifsc' },
      { name: 'bankName', label: 'superadmin.bankName' },
    ],
  },
];

/** Issue 22 #7, #8: the platform's public details and payee details; each save is kept as a version, like settings. */
export function PlatformProfileForm() {
  const qc = useQueryClient();
  const current = useQuery({ queryKey: KEY, queryFn: ({ signal }) => getPlatformProfile(signal) });
  const [draft, setDraft] = useState<Partial<Record<ProfileField, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (body: Partial<Record<ProfileField, string>>) => savePlatformProfile(body),
    onSuccess: (res) => {
      toast.success(res.message);
      setDraft({});
      setError(null);
      qc.setQueryData(KEY, res.profile);
      void qc.invalidateQueries({ queryKey: ['platform', 'profile'] });
    },
    onError: (err) => setError(messageOf(err, t('superadmin.profileSaveFailed'))),
  });

  if (current.isPending) return <Spinner label={t('superadmin.profileLoading')} />;
  if (current.isError) return <p role="alert">{messageOf(current.error, t('superadmin.profileLoadFailed'))}</p>;
  const values = current.data.profile;
  const valueOf = (f: ProfileField) => draft[f] ?? values[f];
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const changed = Object.fromEntries(PROFILE_FIELDS.filter((f) => draft[f] !== undefined && draft[f] !== values[f]).map((f) => [f, draft[f]!.trim()]));
    if (Object.keys(changed).length === 0) return setError(t('superadmin.nothingToSave'));
    save.mutate(changed);
  };

  return (
    <section aria-labelledby="profile-heading" className="space-y-4">
      <div>
        <h2 id="profile-heading" className="text-xl font-bold text-ink-900">
          {t('superadmin.profileTitle')}
        </h2>
        {current.data.effectiveFrom && (
          <p className="text-sm text-ink-600">{t('superadmin.lastChanged', { name: current.data.changedBy ?? '', version: current.data.version })}</p>
        )}
      </div>
      <form onSubmit={onSubmit} noValidate className="space-y-6 rounded-2xl border border-ink-200 bg-white p-4 shadow-sm sm:p-6">
        {GROUPS.map((g) => (
          <fieldset key={g.title} className="space-y-3">
            <legend className="text-base font-semibold text-ink-900">{t(g.title)}</legend>
            <p className="text-sm text-ink-600">{t(g.hint)}</p>
            <div className="grid gap-4 sm:grid-cols-2">
              {g.fields.map((f) => (
                <Field key={f.name} label={t(f.label)} hint={f.hint && t(f.hint)}>
                  {(p) => (
                    <Input {...p} type={f.type ?? 'text'} value={valueOf(f.name)} onChange={(e) => setDraft((d) => ({ ...d, [f.name]: e.target.value }))} />
                  )}
                </Field>
              ))}
            </div>
          </fieldset>
        ))}
        {error && (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
        <Button type="submit" loading={save.isPending}>
          {t('superadmin.saveDetails')}
        </Button>
      </form>
    </section>
  );
}
