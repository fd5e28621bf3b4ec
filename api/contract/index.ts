export * from './constants';
export * from './paths';
export * from './provider';
export * from './schemas';
export * from './dates';
export * from './hours';
export * from './outbox';
export * from './language';
