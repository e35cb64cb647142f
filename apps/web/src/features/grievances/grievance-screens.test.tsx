// @vitest-environment happy-dom
/**
 * The complaint lists (the shopper's and the shop's) and one complaint while they load, when they cannot be read
 * (the server's reason, in the page) and when there is none, or none with the status picked.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { shopper } from '../../../test/support/catalog-stubs';
import type { Reply } from '../../../test/support/fetch';
import { never, openAs, shopOwner } from '../../../test/support/screen-states';
import { MyGrievancesPage, ShopGrievancesPage } from './grievance-list-page';
import { GrievancePage } from './grievance-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const busy = { status: 503, json: { message: 'Bazaar is busy; try again in a minute', code: 'UNAVAILABLE' } };
const none = { json: { items: [] } };

describe('the shopper’s complaints', () => {
  const open = (list: Reply) => openAs(shopper, { 'GET /api/grievances': list }, <MyGrievancesPage />);

  it('shows a spinner while they load', async () => {
    open(never);
    expect((await screen.findByRole('status')).textContent).toBe('Loading complaints');
  });

  it('says why they could not be read', async () => {
    open(busy);
    expect((await screen.findByRole('alert')).textContent).toBe('Bazaar is busy; try again in a minute');
  });

  it('says there are none, and offers to file one', async () => {
    open(none);
    expect(await screen.findByText('No complaints')).toBeTruthy();
    expect(screen.getByText('Nothing to answer.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'File a complaint' }).getAttribute('href')).toBe('/grievances/new');
  });
});

describe('the shop’s complaints', () => {
  it('says none has the status picked, asking the server for that status', async () => {
    const sent = openAs(shopOwner, { 'GET /api/admin/grievances': none }, <ShopGrievancesPage />);
    expect(await screen.findByText('Nothing to answer.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'Escalated' } });
    expect(await screen.findByText('None with this status.')).toBeTruthy();
    await waitFor(() => expect(sent.map((r) => r.url)).toContain('/api/admin/grievances?status=Escalated'));
  });
});

describe('one complaint', () => {
  const open = (one: Reply) => openAs(shopper, { 'GET /api/grievances/g1': one }, <GrievancePage />, '/grievances/g1', '/grievances/:id');

  it('shows a spinner while it loads', async () => {
    open(never);
    expect((await screen.findByRole('status')).textContent).toBe('Loading the complaint');
  });

  it('says why it could not be read: the server’s reason, or that Bazaar could not be reached', async () => {
    open({ status: 404, json: { message: 'Complaint not found', code: 'NOT_FOUND' } });
    expect((await screen.findByRole('alert')).textContent).toBe('Complaint not found');
    cleanup();
    open(() => Promise.reject(new TypeError('Failed to fetch')));
    expect((await screen.findByRole('alert')).textContent).toBe('Could not reach Bazaar. Nothing was sent: check your connection and try again.');
  });
});
