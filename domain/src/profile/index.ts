export * from './age-band';
export * from './completion';
export * from './profile.fields';
export * from './profile.schemas';
export * from './seeker-profile.types';
export * from './tech-cert';
export * from './text-rules';
