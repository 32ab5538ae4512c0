export * from './common.js';
export * from './errors.js';
export * from './accounts/index.js';
export * from './settings/index.js';
export * from './uploads/index.js';
export * from './events/index.js';
