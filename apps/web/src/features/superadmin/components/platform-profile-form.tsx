import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PROFILE_FIELDS, type ProfileField } from '@bazaar/shared';
import { messageOf } from '@/lib/api';
import { getPlatformProfile, platformProfileKey as KEY, savePlatformProfile } from '../api/platform-details';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';

const GROUPS: Array<{ title: string; hint: string; fields: Array<{ name: ProfileField; label: string; hint?: string; type?: string }> }> = [
  {
    title: 'Support contacts',
    hint: 'Shown on the Contact page. Leave a field empty to leave it out.',
    fields: [
      { name: 'supportEmail', label: 'Support email', type: 'email' },
      { name: 'supportPhone', label: 'Support phone', type: 'tel' },
      { name: 'supportAddress', label: 'Address' },
      { name: 'supportHours', label: 'Support hours', hint: 'Shown as “Support available …”, e.g. 24x7 or Mon–Sat 10 am – 7 pm.' },
    ],
  },
  {
    title: 'Social pages',
    hint: 'The footer links only to the pages entered here (https:// addresses of Bazaar’s own pages).',
    fields: [
      { name: 'facebookUrl', label: 'Facebook page', type: 'url' },
      { name: 'instagramUrl', label: 'Instagram page', type: 'url' },
      { name: 'xUrl', label: 'X (Twitter) page', type: 'url' },
      { name: 'youtubeUrl', label: 'YouTube channel', type: 'url' },
    ],
  },
  {
    title: 'Where shops pay Bazaar',
    hint: 'Shown to shop owners on “Payments to Bazaar” with a UPI QR code for what they owe.',
    fields: [
      { name: 'payeeName', label: 'Payee name' },
      { name: 'upiId', label: 'UPI ID', hint: 'e.g. bazaar@okicici' },
      { name: 'bankAccountName', label: 'Account holder name' },
      { name: 'bankAccountNumber', label: 'Bank account number' },
      { name: 'bankIfsc', label: 'IFSC' },
      { name: 'bankName', label: 'Bank name' },
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
    onError: (err) => setError(messageOf(err, 'Could not save. Please try again.')),
  });

  if (current.isPending) return <Spinner label="Loading the platform’s details" />;
  if (current.isError) return <p role="alert">{messageOf(current.error, 'Could not load the platform’s details.')}</p>;
  const values = current.data.profile;
  const valueOf = (f: ProfileField) => draft[f] ?? values[f];
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const changed = Object.fromEntries(PROFILE_FIELDS.filter((f) => draft[f] !== undefined && draft[f] !== values[f]).map((f) => [f, draft[f]!.trim()]));
    if (Object.keys(changed).length === 0) return setError('Nothing to save: change a field first.');
    save.mutate(changed);
  };

  return (
    <section aria-labelledby="profile-heading" className="space-y-4">
      <div>
        <h2 id="profile-heading" className="text-xl font-bold text-ink-900">
          Public details and payee
        </h2>
        {current.data.effectiveFrom && (
          <p className="text-sm text-ink-600">
            Last changed by {current.data.changedBy} (version {current.data.version}).
          </p>
        )}
      </div>
      <form onSubmit={onSubmit} noValidate className="space-y-6 rounded-2xl border border-ink-200 bg-white p-4 shadow-sm sm:p-6">
        {GROUPS.map((g) => (
          <fieldset key={g.title} className="space-y-3">
            <legend className="text-base font-semibold text-ink-900">{g.title}</legend>
            <p className="text-sm text-ink-600">{g.hint}</p>
            <div className="grid gap-4 sm:grid-cols-2">
              {g.fields.map((f) => (
                <Field key={f.name} label={f.label} hint={f.hint}>
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
          Save details
        </Button>
      </form>
    </section>
  );
}
