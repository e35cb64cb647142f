export * from './dates.js';
export * from './rates.js';
export * from './states.js';
export * from './pincodes.js';
export * from './schemas.js';
export * from './tax-defaults.js';
