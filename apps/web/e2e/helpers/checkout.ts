import type { Page } from '@playwright/test';

export interface AddressFields {
  name: string;
  phone: string;
  line1: string;
  line2?: string;
  city: string;
  /** As shown in the State select, e.g. `Rajasthan`. */
  state: string;
  pincode: string;
}

/** Fills the checkout's delivery address form, field by field, through the labels a shopper reads. */
export async function fillDeliveryAddress(page: Page, a: AddressFields): Promise<void> {
  await page.getByLabel('Full name').fill(a.name);
  await page.getByLabel('Mobile number').fill(a.phone);
  await page.getByLabel('House / flat, street').fill(a.line1);
  if (a.line2) await page.getByLabel('Landmark (optional)').fill(a.line2);
  await page.getByLabel('City / town').fill(a.city);
  await page.getByLabel('State').selectOption({ label: a.state });
  await page.getByLabel('PIN code').fill(a.pincode);
}
