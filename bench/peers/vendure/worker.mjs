/** Vendure's worker (job queue: search-index updates, scheduled tasks), a process of its own as in production. */
import { bootstrapWorker } from '@vendure/core';
import { vendureConfig } from './config.mjs';

const worker = await bootstrapWorker(vendureConfig());
await worker.startJobQueue();
process.send?.({ peer: 'worker-ready' });
const stop = () => worker.app.close().then(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
