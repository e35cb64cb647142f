import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINE, type TestApp } from '../../../test/support/harness.js';
import type { SmsSender } from '../sms/sms.js';
import { insertChannelMessages, selectChannelMessagesTo } from './channels.repo.js';
import { ChannelWorker, DEFAULT_CHANNEL_WORKER_OPTIONS } from './channels.service.js';

/**
 * `drain()` while a run is going (the start-up run, the poller, another caller): what was written before the call
 * is tried before it resolves. Before, the caller got the running run, which had read the due messages before the
 * new one was written, and the message waited for the next poll (an API test saw it still pending under load).
 */
describe(`the channel worker's drain while a run is going (${ENGINE})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('waits for one more run after the running one, shared by every caller meanwhile', async () => {
    const db = t.database.db;
    const sent: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const sender: SmsSender = {
      send: async (to) => {
        if (sent.length === 0) await held; // the first text holds the running run inside its send
        sent.push(to);
        return `id-${sent.length}`;
      },
    };
    const worker = new ChannelWorker(db, { sms: sender }, { ...DEFAULT_CHANNEL_WORKER_OPTIONS, retryBaseMs: 1, retryMaxMs: 1 }, { warn: () => undefined });
    const params = ['Asha', 'BZ-3', '₹90.00', 'https://bazaar.test/my-orders/3'];
    const first = `+9193${String(Date.now() % 100_000_000).padStart(8, '0')}`;
    const second = `+9192${String(Date.now() % 100_000_000).padStart(8, '0')}`;
    await insertChannelMessages(db, [{ dedupeKey: `drain-a:${first}:sms`, channel: 'sms', kind: 'order-confirmed', recipient: first, params }]);
    const running = worker.drain();
    // Written once the running run has claimed the first message and is inside its send.
    while (sent.length === 0 && (await selectChannelMessagesTo(db, first))[0]?.status === 'pending') await new Promise((r) => setTimeout(r, 5));
    await insertChannelMessages(db, [{ dedupeKey: `drain-b:${second}:sms`, channel: 'sms', kind: 'order-confirmed', recipient: second, params }]);
    const mine = worker.drain();
    const also = worker.drain();
    expect(mine).not.toBe(running);
    expect(also).toBe(mine);
    release();
    await mine;
    expect(sent).toEqual([first, second]);
    expect((await selectChannelMessagesTo(db, second))[0]).toMatchObject({ status: 'sent', providerMessageId: 'id-2' });
    await running;
  });
});
