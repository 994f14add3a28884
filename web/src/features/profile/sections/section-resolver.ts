import { zodResolver } from '@hookform/resolvers/zod';
import { ProfileUpdateBody } from '@kaamkaj/domain';
import type { Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { requiredWhen } from '../forms/required-when';

export type ProfileInput = z.input<typeof ProfileUpdateBody>;
export type ProfileField = keyof ProfileInput & string;
export type RequiredFields =
  | readonly ProfileField[]
  | ((values: ProfileInput) => readonly ProfileField[]);

const base = zodResolver(ProfileUpdateBody);

/**
 * zodResolver(ProfileUpdateBody) for one section. Every field of that body is optional (a save
 * sends one section), so the section names the fields it needs.
 */
export function sectionResolver(
  required: RequiredFields,
): Resolver<ProfileInput, unknown, ProfileUpdateBody> {
  return requiredWhen(base, typeof required === 'function' ? required : () => required);
}
