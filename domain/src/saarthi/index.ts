export * from './saarthi.schemas';
export * from './saarthi.types';
