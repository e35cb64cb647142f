import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { contactBody } from '@bazaar/shared';
import { messageOf } from '@/lib/api';
import { sendContactMessage } from './api/send-contact';
import { toast } from '@/lib/toast';
import { usePageTitle } from '@/hooks/use-page-title';
import { Button } from '@/components/ui/button';
import { Field, Input, Textarea } from '@/components/ui/field';
import { Icon } from '@/components/ui/icons';
import { Page } from '@/components/ui/page';
import { PageHeader } from '@/components/ui/page-header';
import { usePublicProfile } from '@/lib/public-profile';
import { useGrievanceInfo } from '@/lib/grievance-officer';
import { Link } from 'react-router';
import { Faq } from './faq';
import { t } from '@/i18n/i18n';

type ContactForm = z.input<typeof contactBody>;

const linkClass = 'font-medium underline decoration-accent-300 underline-offset-4 hover:text-accent-100';

export function ContactPage() {
  usePageTitle(t('nav.contact'));
  const form = useForm<ContactForm>({ resolver: zodResolver(contactBody), defaultValues: { name: '', email: '', phone: '', yourmessage: '' } });
  const { errors, isSubmitting } = form.formState;
  const profile = usePublicProfile();
  const p = profile.data;
  const officer = useGrievanceInfo().data?.grievanceOfficer;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const res = await sendContactMessage(contactBody.parse(values));
      toast.success(res?.message ?? t('contact.thanks'));
      form.reset();
    } catch (err) {
      toast.error(messageOf(err, t('contact.failed')));
    }
  });

  return (
    <Page>
      <PageHeader title={t('footer.contactUs')} subtitle={t('contact.subtitle')} />
      <div className="grid gap-8 lg:grid-cols-[1fr_24rem]">
        <form onSubmit={onSubmit} noValidate className="space-y-4 rounded-2xl border border-ink-200 bg-white p-6 shadow-sm" aria-label={t('contact.form')}>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={t('contact.name')} required error={errors.name?.message}>
              {(p) => <Input {...p} autoComplete="name" required {...form.register('name')} />}
            </Field>
            <Field label={t('auth.email')} required error={errors.email?.message}>
              {(p) => <Input {...p} type="email" autoComplete="email" required {...form.register('email')} />}
            </Field>
          </div>
          <Field label={t('auth.phone')} required error={errors.phone?.message}>
            {(p) => (
              <Input {...p} type="tel" autoComplete="tel" inputMode="tel" required placeholder={t('contact.phonePlaceholder')} {...form.register('phone')} />
            )}
          </Field>
          <Field label={t('contact.message')} required error={errors.yourmessage?.message}>
            {(p) => <Textarea {...p} rows={6} required placeholder={t('contact.placeholder')} {...form.register('yourmessage')} />}
          </Field>
          <Button type="submit" size="lg" loading={isSubmitting}>
            {t('contact.send')}
          </Button>
        </form>

        <aside aria-labelledby="contact-details" className="space-y-5 rounded-2xl bg-gradient-to-br from-accent-800 to-accent-900 p-6 text-white shadow-sm">
          <h2 id="contact-details" className="text-xl font-bold">
            {t('contact.details')}
          </h2>
          {/* Only what the platform owner entered (issue 22 #7): no placeholder phone or address. */}
          {profile.isPending ? (
            <p className="text-accent-100">{t('contact.loading')}</p>
          ) : p && (p.supportEmail || p.supportPhone || p.supportAddress) ? (
            <dl className="space-y-4">
              {p.supportEmail && (
                <div>
                  <dt className="text-sm font-semibold text-accent-100">{t('auth.email')}</dt>
                  <dd>
                    <a href={`mailto:${p.supportEmail}`} className={linkClass}>
                      {p.supportEmail}
                    </a>
                  </dd>
                </div>
              )}
              {p.supportPhone && (
                <div>
                  <dt className="text-sm font-semibold text-accent-100">{t('auth.phone')}</dt>
                  <dd>
                    <a href={`tel:${p.supportPhone.replace(/[^+0-9]/g, '')}`} className={linkClass}>
                      {p.supportPhone}
                    </a>
                  </dd>
                </div>
              )}
              {p.supportAddress && (
                <div>
                  <dt className="text-sm font-semibold text-accent-100">{t('contact.address')}</dt>
                  <dd>
                    <address className="not-italic">{p.supportAddress}</address>
                  </dd>
                </div>
              )}
            </dl>
          ) : (
            <p className="text-accent-100">{t('contact.writeToUs')}</p>
          )}
          <div className="rounded-xl bg-white/10 px-4 py-3" data-testid="contact-officer">
            <h3 className="font-semibold">{t('contact.officer')}</h3>
            {officer && (
              <p className="text-accent-100">
                {officer.name}, {officer.designation} ·{' '}
                <a href={`mailto:${officer.email}`} className={linkClass}>
                  {officer.email}
                </a>{' '}
                · {officer.phone}
              </p>
            )}
            <p className="mt-1">
              <Link to="/grievances/new" className={linkClass}>
                {t('contact.fileComplaint')}
              </Link>{' '}
              ·{' '}
              <Link to="/grievance-redressal" className={linkClass}>
                {t('contact.howHandled')}
              </Link>
            </p>
          </div>
          {p?.supportHours && (
            <p className="flex items-center gap-2 rounded-xl bg-white/10 px-4 py-3 font-semibold">
              <Icon name="clock" />
              {t('contact.hours', { hours: p.supportHours })}
            </p>
          )}
        </aside>
      </div>
      <Faq />
    </Page>
  );
}
