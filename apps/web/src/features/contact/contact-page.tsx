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
import { Faq } from './faq';

type ContactForm = z.input<typeof contactBody>;

const linkClass = 'font-medium underline decoration-accent-300 underline-offset-4 hover:text-accent-100';

export function ContactPage() {
  usePageTitle('Contact');
  const form = useForm<ContactForm>({ resolver: zodResolver(contactBody), defaultValues: { name: '', email: '', phone: '', yourmessage: '' } });
  const { errors, isSubmitting } = form.formState;
  const profile = usePublicProfile();
  const p = profile.data;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const res = await sendContactMessage(contactBody.parse(values));
      toast.success(res?.message ?? 'Thank you! We will get back to you soon.');
      form.reset();
    } catch (err) {
      toast.error(messageOf(err, 'Something went wrong. Try again.'));
    }
  });

  return (
    <Page>
      <PageHeader title="Contact Us" subtitle="Questions about an order, a shop or selling on Bazaar? Write to us." />
      <div className="grid gap-8 lg:grid-cols-[1fr_24rem]">
        <form onSubmit={onSubmit} noValidate className="space-y-4 rounded-2xl border border-ink-200 bg-white p-6 shadow-sm" aria-label="Contact form">
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Name" required error={errors.name?.message}>
              {(p) => <Input {...p} autoComplete="name" required {...form.register('name')} />}
            </Field>
            <Field label="Email" required error={errors.email?.message}>
              {(p) => <Input {...p} type="email" autoComplete="email" required {...form.register('email')} />}
            </Field>
          </div>
          <Field label="Phone" required error={errors.phone?.message}>
            {(p) => <Input {...p} type="tel" autoComplete="tel" inputMode="tel" required placeholder="10-digit mobile number" {...form.register('phone')} />}
          </Field>
          <Field label="Message" required error={errors.yourmessage?.message}>
            {(p) => <Textarea {...p} rows={6} required placeholder="How can we help?" {...form.register('yourmessage')} />}
          </Field>
          <Button type="submit" size="lg" loading={isSubmitting}>
            Send Message
          </Button>
        </form>

        <aside aria-labelledby="contact-details" className="space-y-5 rounded-2xl bg-gradient-to-br from-accent-800 to-accent-900 p-6 text-white shadow-sm">
          <h2 id="contact-details" className="text-xl font-bold">
            Contact details
          </h2>
          {/* Only what the platform owner entered (issue 22 #7): no placeholder phone or address. */}
          {profile.isPending ? (
            <p className="text-accent-100">Loading contact details…</p>
          ) : p && (p.supportEmail || p.supportPhone || p.supportAddress) ? (
            <dl className="space-y-4">
              {p.supportEmail && (
                <div>
                  <dt className="text-sm font-semibold text-accent-100">Email</dt>
                  <dd>
                    <a href={`mailto:${p.supportEmail}`} className={linkClass}>
                      {p.supportEmail}
                    </a>
                  </dd>
                </div>
              )}
              {p.supportPhone && (
                <div>
                  <dt className="text-sm font-semibold text-accent-100">Phone</dt>
                  <dd>
                    <a href={`tel:${p.supportPhone.replace(/[^+0-9]/g, '')}`} className={linkClass}>
                      {p.supportPhone}
                    </a>
                  </dd>
                </div>
              )}
              {p.supportAddress && (
                <div>
                  <dt className="text-sm font-semibold text-accent-100">Address</dt>
                  <dd>
                    <address className="not-italic">{p.supportAddress}</address>
                  </dd>
                </div>
              )}
            </dl>
          ) : (
            <p className="text-accent-100">Write to us with the form: we answer every message.</p>
          )}
          {p?.supportHours && (
            <p className="flex items-center gap-2 rounded-xl bg-white/10 px-4 py-3 font-semibold">
              <Icon name="clock" />
              Support available {p.supportHours}
            </p>
          )}
        </aside>
      </div>
      <Faq />
    </Page>
  );
}
