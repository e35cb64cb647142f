import { useEffect, useRef, useState, type FormEvent, type Ref } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MESSAGE_KINDS, WHATSAPP_KINDS, type ChannelChoice, type MessageKind, type NotificationsDto } from '@bazaar/shared';
import { usePageTitle } from '@/hooks/use-page-title';
import { isApiError, messageOf } from '@/lib/api';
import { useAuth } from '@/lib/auth';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Page } from '@/components/ui/page';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { t, type MessageId } from '@/i18n/i18n';
import { formatDateTime } from '@/lib/format';
import { getNotifications, notificationsKey as KEY, saveNotifications } from './api/notifications';
import { MobileNumber } from './mobile-number';

const CHANNEL_TEXT: Record<keyof ChannelChoice, MessageId> = {
  email: 'account.channel.email',
  sms: 'account.channel.sms',
  whatsapp: 'account.channel.whatsapp',
};

/** The kinds' names (`MESSAGE_KIND_LABELS` in packages/shared, English for the outbox) in the active language. */
const KIND_TEXT: Record<MessageKind, MessageId> = {
  'order-placed': 'account.kind.orderPlaced',
  'order-confirmed': 'account.kind.orderConfirmed',
  'order-delivered': 'account.kind.orderDelivered',
  'order-cancelled': 'account.kind.orderCancelled',
  'order-refused': 'account.kind.orderRefused',
  'new-order': 'account.kind.newOrder',
  'cod-code': 'account.kind.codCode',
  'password-reset': 'account.kind.passwordReset',
};
type Choices = Partial<Record<MessageKind, ChannelChoice>>;

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
  usePageTitle(t('nav.notifications'));
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
      toast.success(t('account.notif.saved'));
    },
    onError: (err) => setError({ message: messageOf(err, t('account.notif.saveFailed')), kind: refusedKind(err) }),
  });

  if (now.isPending)
    return (
      <Page narrow>
        <PageHeader title={t('nav.notifications')} />
        <Spinner label={t('account.notif.loading')} />
      </Page>
    );
  if (now.isError)
    return (
      <Page narrow>
        <PageHeader title={t('nav.notifications')} />
        <Card className="p-6 text-center" role="alert">
          {messageOf(now.error, t('account.notif.loadFailed'))}
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
      <PageHeader title={t('nav.notifications')} subtitle={t('account.notif.subtitle')} />
      <div className="mb-4">
        <MobileNumber />
      </div>
      <form onSubmit={submit} noValidate aria-label={t('account.notif.form')} className="space-y-4">
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
                <span>{t('account.notif.whatsappOptIn')}</span>
              </label>
              <p className="text-sm text-ink-700" data-testid="whatsapp-opt-in">
                {data.whatsappOptIn ? t('account.notif.optedIn', { when: formatDateTime(data.whatsappOptIn.at) }) : t('account.notif.notOptedIn')}
              </p>
            </>
          ) : (
            <p className="text-sm text-ink-700" data-testid="whatsapp-opt-in">
              {t('account.notif.noMobile')}
            </p>
          )}
        </Card>
        <Card className="p-4 sm:p-6">
          {kinds.length === 0 ? (
            <p>{t('account.notif.none')}</p>
          ) : (
            <ul className="divide-y divide-ink-100">
              {kinds.map((k) => (
                <li key={k} className="py-3">
                  <fieldset aria-describedby={error?.kind === k ? 'notifications-error' : undefined}>
                    <legend className="font-semibold text-ink-900">{t(KIND_TEXT[k])}</legend>
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
                              aria-label={t('account.notif.kindBy', { kind: t(KIND_TEXT[k]), channel: t(CHANNEL_TEXT[c]) })}
                            />
                            {t(CHANNEL_TEXT[c])}
                          </label>
                        ))}
                    </div>
                    {k === 'cod-code' && (
                      <p className="mt-1 text-xs text-ink-600">{reach.email ? t('account.notif.codWithEmail') : t('account.notif.codWithoutEmail')}</p>
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
          {t('account.notif.save')}
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
