// spec 000 §2.10, §9: three questions of 15, 10 and 15 seconds, asked in this order.
export const QUESTIONS = [
  { key: 'nameAndPlace', seconds: 15 },
  { key: 'pastWork', seconds: 10 },
  { key: 'jobWanted', seconds: 15 },
] as const;

export type QuestionKey = (typeof QUESTIONS)[number]['key'];

/** A recording left to run out by itself lasts this long: 40 s. */
export const TOTAL_SECONDS = QUESTIONS.reduce((sum, question) => sum + question.seconds, 0);
