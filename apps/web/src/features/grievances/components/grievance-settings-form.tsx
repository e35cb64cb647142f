import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { grievanceOfficerSchema, MAX_GRIEVANCE_ACK_HOURS, MAX_GRIEVANCE_RESOLVE_DAYS } from '@bazaar/shared';
import { messageOf } from '@/lib/api';
import { formatDateTime } from '@/lib/format';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/field';
import { useChangeGrievanceSettings, useGrievanceSettings } from '../api/grievances';
import { t } from '@/i18n/i18n';

/** The form's checks, with their messages in the active language (made when the form is drawn). */
const schemaOf = () =>
  z.object({
    ackHours: z.coerce
      .number<string>()
      .int(t('griev.wholeHours'))
      .min(1)
      .max(MAX_GRIEVANCE_ACK_HOURS, t('griev.maxHours', { max: MAX_GRIEVANCE_ACK_HOURS })),
    resolveDays: z.coerce
      .number<string>()
      .int(t('griev.wholeDays'))
      .min(1)
      .max(MAX_GRIEVANCE_RESOLVE_DAYS, t('griev.maxDays', { max: MAX_GRIEVANCE_RESOLVE_DAYS })),
    grievanceOfficer: grievanceOfficerSchema,
  });
type FormSchema = ReturnType<typeof schemaOf>;
type Form = z.input<FormSchema>;

/** The platform owner sets the complaint clocks and names the grievance officer (dated versions, never edited). */
export function GrievanceSettingsForm() {
  const q = useGrievanceSettings();
  const change = useChangeGrievanceSettings();
  const [formSchema] = useState(schemaOf);
  const form = useForm<Form, unknown, z.output<FormSchema>>({ resolver: zodResolver(formSchema) });
  const { errors, isSubmitting } = form.formState;
  const s = q.data;
  useEffect(() => {
    if (s)
      form.reset({
        ackHours: String(s.ackHours),
        resolveDays: String(s.resolveDays),
        grievanceOfficer: s.grievanceOfficer ?? { name: '', designation: 'Grievance Officer', email: '', phone: '' },
      });
  }, [s, form]);
  const onSubmit = form.handleSubmit(async (v) => {
    try {
      toast.success((await change.mutateAsync(v)).message);
    } catch (err) {
      toast.error(messageOf(err, t('griev.settingsFailed')));
    }
  });
  return (
    <section aria-labelledby="grievance-settings" className="mt-10 rounded-2xl border border-ink-200 bg-white p-5">
      <h2 id="grievance-settings" className="text-lg font-semibold text-ink-900">
        {t('griev.settings')}
      </h2>
      <p className="mb-4 text-sm text-ink-600">
        {s?.effectiveFrom ? t('griev.version', { version: s.version, since: formatDateTime(s.effectiveFrom) }) : t('griev.lawFigures')}{' '}
        {t('griev.changeApplies')}
      </p>
      <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2" aria-label={t('griev.settingsForm')}>
        <Field label={t('griev.hours')} required error={errors.ackHours?.message}>
          {(p) => <Input {...p} inputMode="numeric" {...form.register('ackHours')} />}
        </Field>
        <Field label={t('griev.days')} required error={errors.resolveDays?.message}>
          {(p) => <Input {...p} inputMode="numeric" {...form.register('resolveDays')} />}
        </Field>
        <Field label={t('griev.officerName')} required error={errors.grievanceOfficer?.name?.message}>
          {(p) => <Input {...p} {...form.register('grievanceOfficer.name')} />}
        </Field>
        <Field label={t('griev.designation')} required error={errors.grievanceOfficer?.designation?.message}>
          {(p) => <Input {...p} {...form.register('grievanceOfficer.designation')} />}
        </Field>
        <Field label={t('griev.officerEmail')} required error={errors.grievanceOfficer?.email?.message}>
          {(p) => <Input {...p} type="email" {...form.register('grievanceOfficer.email')} />}
        </Field>
        <Field label={t('griev.officerPhone')} required error={errors.grievanceOfficer?.phone?.message}>
          {(p) => <Input {...p} type="tel" {...form.register('grievanceOfficer.phone')} />}
        </Field>
        <div className="sm:col-span-2">
          <Button type="submit" loading={isSubmitting}>
            {t('griev.save')}
          </Button>
        </div>
      </form>
    </section>
  );
}
