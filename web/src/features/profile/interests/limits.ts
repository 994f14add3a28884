// spec 000 §9: job interests and skills per interest, at most 3 each. From domain's small
// limits module, not the schema module, so the category and district lists stay out of the
// first paint of the onboarding and profile screens.
export {
  MAX_JOB_INTERESTS as MAX_INTERESTS,
  MAX_SKILLS_PER_CATEGORY as MAX_SKILLS,
} from '@kaamkaj/domain';
