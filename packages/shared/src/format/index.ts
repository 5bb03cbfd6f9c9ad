export * from './amount';
export * from './china-time';
export * from './clock';
export * from './count';
export * from './date-time';
export * from './phone-mask';
export * from './relative-time';
