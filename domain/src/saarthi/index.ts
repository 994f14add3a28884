export * from './saarthi.schemas';
