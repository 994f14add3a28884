// spec 000 §3.6: a job category has a name, an image and skills; ids are the stored values.
export type JobSkill = { id: string; en: string; hi: string };

/** `icon` is an emoji every Android phone since 9 can draw, used when no image is uploaded. */
export type JobCategory = {
  id: string;
  en: string;
  hi: string;
  icon: string;
  skills: readonly JobSkill[];
};
