// The database's tables (DESIGN.md §5), one file a part of the product under tables/: the
// schema Drizzle's client and `drizzle-kit generate` read, and what the code imports its
// tables from.
export * from './tables/accounts';
export * from './tables/employers';
export * from './tables/jobs';
export * from './tables/payments';
export * from './tables/seekers';
export * from './tables/work';
