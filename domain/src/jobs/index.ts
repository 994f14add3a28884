export * from './job.schemas';
