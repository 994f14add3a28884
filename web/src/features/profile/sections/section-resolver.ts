import type { ProfileUpdateBody } from '@kaamkaj/domain';
import type { Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { lazyResolver } from '../../../lib/forms/lazy-resolver';
import { requiredWhen } from '../forms/required-when';

export type ProfileInput = z.input<typeof ProfileUpdateBody>;
export type ProfileField = keyof ProfileInput & string;
export type RequiredFields =
  | readonly ProfileField[]
  | ((values: ProfileInput) => readonly ProfileField[]);

/** The profile's schema, loaded once a section form shows (not with it: zod, the districts). */
export const loadProfileSchema = () =>
  import('./profile-schema').then((module) => module.ProfileUpdateBody);

const base = lazyResolver<ProfileInput, ProfileUpdateBody>(loadProfileSchema);

/**
 * zodResolver(ProfileUpdateBody) for one section. Every field of that body is optional (a save
 * sends one section), so the section names the fields it needs.
 */
export function sectionResolver(
  required: RequiredFields,
): Resolver<ProfileInput, unknown, ProfileUpdateBody> {
  return requiredWhen(base, typeof required === 'function' ? required : () => required);
}
