export * from './saarthi.schemas';
export * from './saarthi.types';
export * from './saarthi-login.schemas';
