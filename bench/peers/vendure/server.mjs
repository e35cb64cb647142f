/** Vendure's server (Shop and Admin GraphQL APIs), started by bench/peers/run.ts with NODE_ENV=production. */
import { bootstrap } from '@vendure/core';
import { vendureConfig } from './config.mjs';

const app = await bootstrap(vendureConfig());
process.send?.({ peer: 'server-ready' });
const stop = () => app.close().then(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
