// @vitest-environment happy-dom
/**
 * The contact page's details, read from the platform's profile: a line while they load, and the form to write with
 * when the platform gave none or they cannot be read (no placeholder phone or address, issue 22 #7).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { Reply } from '../../../test/support/fetch';
import { failure, never, openAs } from '../../../test/support/screen-states';
import { ContactPage } from './contact-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const open = (profile: Reply) => openAs(null, { 'GET /api/platform/profile': profile, 'GET /api/grievance-officer': never }, <ContactPage />);

describe('ContactPage’s details', () => {
  it('says they are loading', async () => {
    open(never);
    expect(await screen.findByText('Loading contact details…')).toBeTruthy();
  });

  it.each([
    ['when the platform gave none', { json: { supportEmail: null, supportPhone: null, supportAddress: null } }],
    ['when they cannot be read', failure],
  ])('points to the form %s', async (_when, reply) => {
    open(reply);
    expect(await screen.findByText('Write to us with the form: we answer every message.')).toBeTruthy();
    expect(screen.queryByText('Loading contact details…')).toBeNull();
  });
});
