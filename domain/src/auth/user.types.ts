/** The signed-in user's own record as GET /api/user/ returns it (spec 000 §7 "User"). */
export type UserRecord = {
  _id: string;
  role: number;
  is_superadmin: boolean;
  contact: string | null;
  contact_verified: boolean;
  email: string | null;
  email_verified: boolean;
  name: string | null;
  lang: 'hi' | 'en' | null;
  opt_in: boolean;
  profile_status: number;
  is_premium: boolean;
  /** End of the paid membership (seeker Premium or an employer plan); null when never bought. */
  premium_until: string | null;
  created_at: string;
  jobs: unknown[];
};
