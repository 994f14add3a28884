// DESIGN.md §4: 0 job seeker, 1 Saarthi (field agent), 2 employer; superadmin is a separate flag.
export const ROLE = { SEEKER: 0, SAARTHI: 1, EMPLOYER: 2 } as const;
export type Role = (typeof ROLE)[keyof typeof ROLE];

export const ROLE_NAME: Record<Role, string> = {
  0: 'job seeker',
  1: 'saarthi',
  2: 'employer',
};

export function isRole(value: unknown): value is Role {
  return value === 0 || value === 1 || value === 2;
}

// spec 000 §4: 0 or absent needs basic details; 1 needs job interests; 2 complete.
export const PROFILE_STATUS = { NEW: 0, BASIC_DONE: 1, COMPLETE: 2 } as const;
export type ProfileStatus = (typeof PROFILE_STATUS)[keyof typeof PROFILE_STATUS];
