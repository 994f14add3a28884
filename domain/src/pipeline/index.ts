export * from './applicants';
export * from './interviews';
export * from './notifications';
export * from './search';
export * from './types';
