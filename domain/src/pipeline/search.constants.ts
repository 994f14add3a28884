// The employer's job-seeker search's limits (spec 001 §3), apart from its schema in search.ts:
// the candidates screen draws its filter with them and loads the schema only when it is sent.
export const SEARCH_MAX_DISTRICTS = 3;
export const SEARCH_MAX_SKILLS = 5;
