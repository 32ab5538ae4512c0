export * from './common.js';
export * from './errors.js';
export * from './topics.js';
export * from './slices.js';
export * from './event-schemas.js';
export * from './personal-data.js';
export * from './contract-slice.js';
