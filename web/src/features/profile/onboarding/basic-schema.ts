// Loaded lazily by basic-detail-screen.tsx (see forms/lazy-resolver.ts).
export { BasicDetailBody } from '@kaamkaj/domain';
