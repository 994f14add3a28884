export * from './applicants';
export * from './applicants.schemas';
export * from './interviews';
export * from './interviews.schemas';
export * from './notifications';
export * from './search';
export * from './search.constants';
export * from './types';
