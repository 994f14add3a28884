export * from './job.schemas';
export * from './salary';
