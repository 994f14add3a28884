export * from './job.constants';
export * from './job.schemas';
export * from './salary';
