import { useEffect, useRef, useState, type FormEvent, type Ref } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MESSAGE_KIND_LABELS, MESSAGE_KINDS, WHATSAPP_KINDS, type ChannelChoice, type MessageKind, type NotificationsDto } from '@bazaar/shared';
import { usePageTitle } from '@/hooks/use-page-title';
import { isApiError, messageOf } from '@/lib/api';
import { useAuth } from '@/lib/auth';
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

/** The reset link and the COD code always go by email to an account with one (the code by SMS or WhatsApp too, as chosen). */
const fixed = (kind: MessageKind, channel: keyof ChannelChoice) => channel === 'email' && (kind === 'password-reset' || kind === 'cod-code');

interface Reach {
  email: boolean;
  mobile: boolean;
  whatsapp: boolean;
}

/**
 * Only the channels this person can receive a kind by are offered (issue 27 #2): email with an email address, SMS
 * with a confirmed mobile number (the COD code goes to the order's own number), WhatsApp once opted in, and only for
 * the kinds that go by it. A box that could only be refused is never shown.
 */
function offered(kind: MessageKind, channel: keyof ChannelChoice, reach: Reach): boolean {
  if (channel === 'email') return reach.email;
  if (channel === 'sms') return kind === 'cod-code' || (kind !== 'password-reset' && reach.mobile);
  return reach.whatsapp && (WHATSAPP_KINDS as readonly string[]).includes(kind);
}

/** The kind a refusal names (`details.kind`, decision 086 addendum 2), so it is shown beside that kind's boxes. */
function refusedKind(err: unknown): MessageKind | null {
  const kind = isApiError(err) && err.details && typeof err.details === 'object' ? (err.details as { kind?: unknown }).kind : undefined;
  return typeof kind === 'string' && (MESSAGE_KINDS as readonly string[]).includes(kind) ? (kind as MessageKind) : null;
}

/** /account/notifications — per kind of message, email, SMS or WhatsApp (issue 27 #2); WhatsApp after opting in. */
export function NotificationsPage() {
  usePageTitle('Notifications');
  const qc = useQueryClient();
  const now = useQuery({ queryKey: KEY, queryFn: ({ signal }) => getNotifications(signal) });
  const [edits, setEdits] = useState<Choices>({});
  const [optIn, setOptIn] = useState<boolean | null>(null);
  const [error, setError] = useState<{ message: string; kind: MessageKind | null } | null>(null);
  const { user } = useAuth();
  const errorRef = useRef<HTMLParagraphElement | null>(null);
  // A refusal is shown beside the kind it names (or above the button) and scrolled to, where the person looks.
  useEffect(() => {
    if (error) errorRef.current?.scrollIntoView?.({ block: 'center' });
  }, [error]);
  const save = useMutation({
    mutationFn: saveNotifications,
    onSuccess: (res) => {
      qc.setQueryData(KEY, res);
      setEdits({});
      setOptIn(null);
      setError(null);
      toast.success('Your notification choices are saved.');
    },
    onError: (err) => setError({ message: messageOf(err, 'Could not save your choices. Please try again.'), kind: refusedKind(err) }),
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
  const reach: Reach = { email: !!user?.email, mobile: !!user?.mobile, whatsapp: optedIn };
  const choiceOf = (k: MessageKind): ChannelChoice => edits[k] ?? data[k]!;
  const toggle = (k: MessageKind, c: keyof ChannelChoice, on: boolean) => setEdits((e) => ({ ...e, [k]: { ...choiceOf(k), [c]: on } }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    // Opting out turns WhatsApp off everywhere (the server does the same): its boxes are then not offered.
    // A box not offered is sent as off, so a choice stored before (an email since removed) is never refused.
    const shown = (k: string, v: ChannelChoice): ChannelChoice => ({
      email: v.email && reach.email,
      sms: v.sms && offered(k as MessageKind, 'sms', reach),
      whatsapp: v.whatsapp && offered(k as MessageKind, 'whatsapp', reach),
    });
    const sent = Object.fromEntries(Object.entries(edits).map(([k, v]) => [k, shown(k, v)]));
    save.mutate({ ...sent, ...(optIn === null ? {} : { whatsappOptIn: optIn }) });
  };

  return (
    <Page narrow className="max-w-2xl">
      <PageHeader title="Notifications" subtitle="Choose how Bazaar tells you about each kind of message." />
      <form onSubmit={submit} noValidate aria-label="Notification choices" className="space-y-4">
        <Card className="space-y-2 p-4 sm:p-6">
          {reach.mobile ? (
            <>
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
            </>
          ) : (
            <p className="text-sm text-ink-700" data-testid="whatsapp-opt-in">
              This account has no confirmed mobile number, so Bazaar can write to it by email only (the COD code also goes by SMS to the phone number given with
              the order).
            </p>
          )}
        </Card>
        <Card className="p-4 sm:p-6">
          {kinds.length === 0 ? (
            <p>There are no messages to choose for this account.</p>
          ) : (
            <ul className="divide-y divide-ink-100">
              {kinds.map((k) => (
                <li key={k} className="py-3">
                  <fieldset aria-describedby={error?.kind === k ? 'notifications-error' : undefined}>
                    <legend className="font-semibold text-ink-900">{MESSAGE_KIND_LABELS[k]}</legend>
                    <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
                      {(['email', 'sms', 'whatsapp'] as const)
                        .filter((c) => offered(k, c, reach))
                        .map((c) => (
                          <label key={c} className="flex min-h-11 items-center gap-2 text-sm">
                            <input
                              type="checkbox"
                              className="h-5 w-5 focus-visible:outline focus-visible:outline-2 focus-visible:outline-accent-700"
                              checked={choiceOf(k)[c]}
                              disabled={fixed(k, c)}
                              onChange={(e) => toggle(k, c, e.target.checked)}
                              aria-label={`${MESSAGE_KIND_LABELS[k]} by ${CHANNEL_LABELS[c]}`}
                            />
                            {CHANNEL_LABELS[c]}
                          </label>
                        ))}
                    </div>
                    {k === 'cod-code' && (
                      <p className="mt-1 text-xs text-ink-600">
                        {reach.email
                          ? 'Always sent by email too: the order needs this code to be confirmed. SMS goes to the phone number given with the order.'
                          : 'The order needs this code to be confirmed: keep SMS or WhatsApp on. SMS goes to the phone number given with the order.'}
                      </p>
                    )}
                    {error?.kind === k && <Refusal message={error.message} at={errorRef} />}
                  </fieldset>
                </li>
              ))}
            </ul>
          )}
        </Card>
        {error && !error.kind && <Refusal message={error.message} at={errorRef} />}
        <Button type="submit" loading={save.isPending}>
          Save choices
        </Button>
      </form>
    </Page>
  );
}

function Refusal({ message, at }: { message: string; at: Ref<HTMLParagraphElement> }) {
  return (
    <p ref={at} id="notifications-error" role="alert" className="mt-2 rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm font-medium text-red-700">
      {message}
    </p>
  );
}
