// The agent dashboard's shapes (spec 001 §6), apart from the schemas so that a screen showing
// them does not load zod (issue 16: the Saarthi's /dashboard took 26 KB of it).
import type { Lang } from '../reference/labels';

/** The agent dashboard's tabs (spec 001 §6), in order. */
export const SAARTHI_TABS = ['location', 'self', 'enrolled', 'employed'] as const;
export type SaarthiTab = (typeof SAARTHI_TABS)[number];

/** A person on the agent dashboard; `contact` is masked where the seeker never chose the agent. */
export type SaarthiLead = {
  _id: string;
  name: string | null;
  contact: string;
  contact_masked: boolean;
  address_home: string | null;
  /** The home district with its state in each language (placeNames), as on the job cards: the
   * dashboard needs no district list. */
  address_home_name: Record<Lang, string> | null;
  profile_status: number;
  profile_completed_status: number;
  created_at: string;
  hired_job_title: string | null;
  /** Registered by this agent: they may open and help complete the profile (issue 13). */
  enrolled_by_me: boolean;
  /** A Location Lead who was sent this agent's number (POST /saarthi/leads/{id}/help). */
  help_sent: boolean;
};

/** POST /saarthi/leads/{id}/help: `already_sent` when this agent had sent their number before. */
export type SaarthiHelpResult = { user_id: string; already_sent: boolean };
