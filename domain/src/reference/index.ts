export * from './categories';
export * from './codes';
export * from './district-search';
export * from './districts';
export type { Labels, Lang } from './labels';
export { foldForSearch } from './search-text';
