import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MESSAGE_KIND_LABELS, MESSAGE_KINDS, WHATSAPP_KINDS, type ChannelChoice, type MessageKind, type NotificationsDto } from '@bazaar/shared';
import { usePageTitle } from '@/hooks/use-page-title';
import { messageOf } from '@/lib/api';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Page } from '@/components/ui/page';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { getNotifications, notificationsKey as KEY, saveNotifications } from './api/notifications';

const CHANNEL_LABELS = { email: 'Email', sms: 'SMS', whatsapp: 'WhatsApp' } as const;
type Choices = Partial<Record<MessageKind, ChannelChoice>>;

const whenOf = (iso: string) => new Date(iso).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });

/** A channel a kind can never go by is not offered; the COD code always goes by SMS and the reset link by email. */
function fixed(kind: MessageKind, channel: keyof ChannelChoice): boolean {
  return (kind === 'cod-code' && channel === 'sms') || (kind === 'password-reset' && channel === 'email');
}
const offered = (kind: MessageKind, channel: keyof ChannelChoice) =>
  channel !== 'whatsapp' ? !(kind === 'password-reset' && channel === 'sms') : (WHATSAPP_KINDS as readonly string[]).includes(kind);

/** /account/notifications — per kind of message, email, SMS or WhatsApp (issue 27 #2); WhatsApp after opting in. */
export function NotificationsPage() {
  usePageTitle('Notifications');
  const qc = useQueryClient();
  const now = useQuery({ queryKey: KEY, queryFn: ({ signal }) => getNotifications(signal) });
  const [edits, setEdits] = useState<Choices>({});
  const [optIn, setOptIn] = useState<boolean | null>(null);
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: saveNotifications,
    onSuccess: (res) => {
      qc.setQueryData(KEY, res);
      setEdits({});
      setOptIn(null);
      setError(null);
      toast.success('Your notification choices are saved.');
    },
    onError: (err) => setError(messageOf(err, 'Could not save your choices. Please try again.')),
  });

  if (now.isPending)
    return (
      <Page narrow>
        <PageHeader title="Notifications" />
        <Spinner label="Loading your notification choices" />
      </Page>
    );
  if (now.isError)
    return (
      <Page narrow>
        <PageHeader title="Notifications" />
        <Card className="p-6 text-center" role="alert">
          {messageOf(now.error, 'Could not load your notification choices. Please try again.')}
        </Card>
      </Page>
    );

  const data: NotificationsDto = now.data;
  const kinds = MESSAGE_KINDS.filter((k) => data[k]);
  const optedIn = optIn ?? !!data.whatsappOptIn;
  const choiceOf = (k: MessageKind): ChannelChoice => edits[k] ?? data[k]!;
  const toggle = (k: MessageKind, c: keyof ChannelChoice, on: boolean) => setEdits((e) => ({ ...e, [k]: { ...choiceOf(k), [c]: on } }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    // Opting out turns WhatsApp off everywhere; the server does the same.
    const sent = optIn === false ? Object.fromEntries(Object.entries(edits).map(([k, v]) => [k, { ...v, whatsapp: false }])) : edits;
    save.mutate({ ...sent, ...(optIn === null ? {} : { whatsappOptIn: optIn }) });
  };

  return (
    <Page narrow className="max-w-2xl">
      <PageHeader title="Notifications" subtitle="Choose how Bazaar tells you about each kind of message." />
      <form onSubmit={submit} noValidate aria-label="Notification choices" className="space-y-4">
        <Card className="space-y-2 p-4 sm:p-6">
          <label className="flex items-start gap-3 text-sm font-medium text-ink-900">
            <input
              type="checkbox"
              className="mt-1 h-5 w-5 focus-visible:outline focus-visible:outline-2 focus-visible:outline-accent-700"
              checked={optedIn}
              onChange={(e) => setOptIn(e.target.checked)}
            />
            <span>Send me messages on WhatsApp</span>
          </label>
          <p className="text-sm text-ink-700" data-testid="whatsapp-opt-in">
            {data.whatsappOptIn
              ? `You opted in on ${whenOf(data.whatsappOptIn.at)}. Reply STOP on WhatsApp at any time to stop.`
              : 'You have not opted in to WhatsApp messages. Opt in here, then choose WhatsApp below.'}
          </p>
        </Card>
        <Card className="p-4 sm:p-6">
          {kinds.length === 0 ? (
            <p>There are no messages to choose for this account.</p>
          ) : (
            <ul className="divide-y divide-ink-100">
              {kinds.map((k) => (
                <li key={k} className="py-3">
                  <fieldset>
                    <legend className="font-semibold text-ink-900">{MESSAGE_KIND_LABELS[k]}</legend>
                    <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
                      {(['email', 'sms', 'whatsapp'] as const)
                        .filter((c) => offered(k, c))
                        .map((c) => (
                          <label key={c} className="flex min-h-11 items-center gap-2 text-sm">
                            <input
                              type="checkbox"
                              className="h-5 w-5 focus-visible:outline focus-visible:outline-2 focus-visible:outline-accent-700"
                              checked={choiceOf(k)[c] && (c !== 'whatsapp' || optedIn)}
                              disabled={fixed(k, c) || (c === 'whatsapp' && !optedIn)}
                              onChange={(e) => toggle(k, c, e.target.checked)}
                              aria-label={`${MESSAGE_KIND_LABELS[k]} by ${CHANNEL_LABELS[c]}`}
                            />
                            {CHANNEL_LABELS[c]}
                          </label>
                        ))}
                    </div>
                    {k === 'cod-code' && <p className="mt-1 text-xs text-ink-600">Always sent by SMS: the order needs it to be confirmed.</p>}
                  </fieldset>
                </li>
              ))}
            </ul>
          )}
        </Card>
        {error && (
          <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm font-medium text-red-700">
            {error}
          </p>
        )}
        <Button type="submit" loading={save.isPending}>
          Save choices
        </Button>
      </form>
    </Page>
  );
}
