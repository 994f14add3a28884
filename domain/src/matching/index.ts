export * from './application.schemas';
export * from './applications';
export * from './job-filter';
export * from './matching';
export * from './seeker-job.types';
