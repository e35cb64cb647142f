import type { FieldErrors, FieldValues, UseFormRegister } from 'react-hook-form';
import { GST_REGISTRATIONS, GST_STATES } from '@bazaar/shared';
import { Field, Input, Select } from '@/components/ui/field';
import { t, type MessageId } from '@/i18n/i18n';
import { statesForSelect } from '@/lib/states';

/** The shop's tax identity in a form: `gstRegistration`, `gstnumber` and `state` (the fields of createShopBody/updateShopBody). */
export interface ShopTaxFormFields {
  gstRegistration: string;
  gstnumber: string;
  state: string;
}

const REGISTRATION_LABEL: Record<(typeof GST_REGISTRATIONS)[number], MessageId> = {
  regular: 'superadmin.gstRegular',
  composition: 'superadmin.gstComposition',
  unregistered: 'superadmin.gstUnregistered',
};

const ACTIVE_STATES = GST_STATES.filter((s) => s.active);

/**
 * GST registration, GST number and state. A registered shop's state is its GSTIN's first two digits (the select
 * may stay on "From the GST number"); an unregistered shop has no GSTIN and must pick its state.
 */
export function ShopTaxFields<F extends FieldValues>({
  register,
  errors,
  registration,
}: {
  register: UseFormRegister<F>;
  errors: FieldErrors<F>;
  registration: string;
}) {
  // The form's own field names are these three; react-hook-form's generic paths cannot see that through F.
  const reg = register as unknown as UseFormRegister<ShopTaxFormFields>;
  const err = errors as FieldErrors<ShopTaxFormFields>;
  const unregistered = registration === 'unregistered';
  return (
    <>
      <Field label={t('superadmin.gstRegistration')} required error={err.gstRegistration?.message}>
        {(p) => (
          <Select {...p} {...reg('gstRegistration')}>
            {GST_REGISTRATIONS.map((r) => (
              <option key={r} value={r}>
                {t(REGISTRATION_LABEL[r])}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field
        label={t('superadmin.state')}
        required={unregistered}
        error={err.state?.message}
        hint={unregistered ? t('superadmin.stateHintUnregistered') : t('superadmin.stateHintRegistered')}
      >
        {(p) => (
          <Select {...p} {...reg('state')}>
            <option value="">{unregistered ? t('superadmin.selectState') : t('superadmin.stateFromGstin')}</option>
            {statesForSelect(ACTIVE_STATES).map((s) => (
              <option key={s.code} value={s.code}>
                {s.name} ({s.code})
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field
        label={t('superadmin.gstNumber')}
        required={!unregistered}
        error={err.gstnumber?.message}
        hint={unregistered ? t('superadmin.gstNumberHintUnregistered') : t('superadmin.gstNumberHint')}
      >
        {(p) => <Input {...p} {...reg('gstnumber')} autoCapitalize="characters" autoComplete="off" className="uppercase" />}
      </Field>
    </>
  );
}
