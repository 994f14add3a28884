export * from './company.schemas';
export * from './company.types';
export * from './verification';
