import { useState } from 'react';
import { Link, useParams } from 'react-router';
import type { GrievanceDto } from '@bazaar/shared';
import { messageOf } from '@/lib/api';
import { useAuth } from '@/lib/auth';
import { formatDateTime } from '@/lib/format';
import { toast } from '@/lib/toast';
import { usePageTitle } from '@/hooks/use-page-title';
import { Button } from '@/components/ui/button';
import { Field, Textarea } from '@/components/ui/field';
import { Page } from '@/components/ui/page';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { useGrievance, useGrievanceMessage } from './api/grievances';
import { GrievanceStatusBadge } from './components/grievance-status';
import { OfficerCard } from './components/officer-card';
import { t, type MessageId } from '@/i18n/i18n';

const ABOUT: Record<GrievanceDto['about'], MessageId> = { order: 'griev.anOrder', product: 'griev.aProduct', shop: 'griev.aShop', platform: 'griev.bazaar' };
const AUTHOR: Record<GrievanceDto['messages'][number]['author'], MessageId> = {
  complainant: 'griev.complainant',
  shop: 'griev.shop',
  platform: 'griev.bazaar',
  clock: 'griev.automatic',
};

/** One complaint with its clock, its messages and what the viewer may do next (issue 26 #5). */
export function GrievancePage() {
  const { id = '' } = useParams();
  const q = useGrievance(id);
  const g = q.data;
  usePageTitle(g ? t('griev.complaintNumber', { ticket: g.ticketNumber }) : t('griev.complaint'));
  if (q.isPending)
    return (
      <Page narrow>
        <Spinner label={t('griev.loadingOne')} />
      </Page>
    );
  if (!g)
    return (
      <Page narrow>
        <PageHeader title={t('griev.complaint')} />
        <p role="alert" className="text-red-800">
          {messageOf(q.error, t('griev.loadOneFailed'))}
        </p>
      </Page>
    );
  return (
    <Page narrow>
      <PageHeader
        title={t('griev.complaintNumber', { ticket: g.ticketNumber })}
        subtitle={g.subject}
        actions={<GrievanceStatusBadge status={g.status} overdue={g.overdue} />}
      />
      <dl className="grid gap-3 rounded-2xl border border-ink-200 bg-white p-5 text-sm sm:grid-cols-2">
        <Item label={t('griev.about')}>
          {t(ABOUT[g.about])}
          {g.shopName ? ` · ${g.shopName}` : ''}
        </Item>
        <Item label={t('griev.filedBy')}>{g.name}</Item>
        <Item label={t('griev.acknowledged')}>{formatDateTime(g.acknowledgedAt)}</Item>
        <Item label={g.answeredAt ? t('griev.firstAnswered') : t('griev.answerBy')}>{formatDateTime(g.answeredAt ?? g.respondBy)}</Item>
        <Item label={g.resolvedAt ? t('griev.statusResolved') : t('griev.resolveBy')}>{formatDateTime(g.resolvedAt ?? g.dueBy)}</Item>
        {g.escalatedAt && <Item label={t('griev.escalatedTo')}>{formatDateTime(g.escalatedAt)}</Item>}
        {g.reopenUntil && <Item label={t('griev.reopenUntil')}>{formatDateTime(g.reopenUntil)}</Item>}
        {g.orderId && (
          <Item label={t('griev.order')}>
            <span className="font-mono text-xs">{g.orderId.slice(-8).toUpperCase()}</span>
          </Item>
        )}
      </dl>
      <section aria-labelledby="conversation" className="mt-6 space-y-3">
        <h2 id="conversation" className="text-lg font-semibold text-ink-900">
          {t('griev.conversation')}
        </h2>
        <Message author={g.name} role={t('griev.complainant')} at={g.createdAt} text={g.description} />
        {g.messages.map((m) => (
          <Message key={m._id} author={m.authorName} role={t(AUTHOR[m.author])} at={m.createdAt} text={m.text} />
        ))}
      </section>
      <Reply g={g} />
      <OfficerCard officer={g.officer} className="mt-6" />
    </Page>
  );
}

function Item({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-ink-600">{label}</dt>
      <dd className="font-medium text-ink-900">{children}</dd>
    </div>
  );
}

function Message({ author, role, at, text }: { author: string; role: string; at: string; text: string }) {
  return (
    <article className="rounded-xl border border-ink-200 bg-white p-4">
      <p className="text-xs text-ink-600">
        <span className="font-semibold text-ink-900">{author}</span> · {role} · {formatDateTime(at)}
      </p>
      <p className="mt-2 whitespace-pre-line text-ink-800">{text}</p>
    </article>
  );
}

/** The message box and the moves the viewer may make: resolve (shop, platform), reopen (complainant). */
function Reply({ g }: { g: GrievanceDto }) {
  const { user } = useAuth();
  const send = useGrievanceMessage(g._id);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const isComplainant = user?.email === g.email && user.role === 'user';
  const canResolve = !isComplainant && g.status !== 'Resolved' && (user?.role === 'superadmin' || g.status !== 'Escalated');
  const canReopen = isComplainant && g.status === 'Resolved' && !!g.reopenUntil && new Date(g.reopenUntil) > new Date();

  const submit = async (action?: 'resolve' | 'reopen') => {
    if (!text.trim()) {
      setError(t('griev.messageRequired'));
      return;
    }
    setError(undefined);
    try {
      const res = await send.mutateAsync(action ? { text, action } : { text });
      toast.success(res.message);
      setText('');
    } catch (err) {
      toast.error(messageOf(err, t('griev.messageFailed')));
    }
  };

  if (g.status === 'Resolved' && !canReopen)
    return (
      <p className="mt-6 rounded-xl bg-green-50 p-4 text-green-900">
        {t('griev.isResolved')}{' '}
        {isComplainant && (
          <Link to="/grievances/new" className="font-medium underline">
            {t('griev.fileNew')}
          </Link>
        )}
      </p>
    );
  return (
    <form
      className="mt-6 space-y-3 rounded-2xl border border-ink-200 bg-white p-5"
      aria-label={t('griev.writeForm')}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit(canReopen ? 'reopen' : undefined);
      }}
    >
      <Field label={canReopen ? t('griev.whyReopen') : t('griev.yourMessage')} required error={error}>
        {(p) => <Textarea {...p} rows={4} value={text} onChange={(e) => setText(e.target.value)} />}
      </Field>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" loading={send.isPending && !send.variables?.action}>
          {canReopen ? t('griev.reopen') : t('griev.send')}
        </Button>
        {canResolve && (
          <Button type="button" variant="accent" loading={send.isPending && send.variables?.action === 'resolve'} onClick={() => void submit('resolve')}>
            {t('griev.sendResolve')}
          </Button>
        )}
      </div>
    </form>
  );
}
