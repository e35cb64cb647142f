// @vitest-environment happy-dom
/** The privacy notice and the delivery terms, read from the server: what each says while it loads and when it cannot. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { Reply } from '../../../test/support/fetch';
import { failure, never, openAs } from '../../../test/support/screen-states';
import { PrivacyPage } from './privacy-page';
import { ShippingPolicyPage } from './shipping-policy-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const contact = { 'GET /api/platform/profile': never, 'GET /api/grievance-officer': never };

describe.each([
  {
    name: 'the privacy notice',
    Page: PrivacyPage,
    url: '/api/privacy-notice',
    loading: 'Loading the privacy notice…',
    failed: 'Could not load the privacy notice. Please reload the page.',
  },
  {
    name: 'the delivery terms',
    Page: ShippingPolicyPage,
    url: '/api/policies/shipping',
    loading: 'Loading the delivery terms…',
    failed: 'Could not load the delivery terms. Please reload the page.',
  },
])('$name', ({ Page, url, loading, failed }) => {
  const open = (reply: Reply) => openAs(null, { ...contact, [`GET ${url}`]: reply }, <Page />);

  it('says it is loading', async () => {
    open(never);
    expect((await screen.findByRole('status')).textContent).toBe(loading);
  });

  it('says it could not be loaded', async () => {
    open(failure);
    expect((await screen.findByRole('alert')).textContent).toBe(failed);
  });
});
