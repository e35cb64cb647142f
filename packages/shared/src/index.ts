export * from './money.js';
export * from './delivery.js';
export * from './order-status.js';
export * from './india.js';
export * from './options.js';
export * from './schemas.js';
export * from './api-types.js';
