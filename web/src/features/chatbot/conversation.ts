import type { LoginResult } from '@kaamkaj/domain';

// spec 001 §4 "Chatbot flow": welcome, Job-Seeker or Employer, greeting, then Registration,
// Customer Support or Feedback; the query flow of spec 001 §4 too. One step is asked at a time.

export type Side = 'seeker' | 'employer';
export type Flow = 'registration' | 'support' | 'feedback' | 'query';
export const FLOWS: readonly Flow[] = ['registration', 'support', 'feedback', 'query'];

export type Step =
  | 'side'
  | 'menu'
  | 'phone'
  | 'otp'
  | 'registered'
  | 'name'
  | 'contact'
  | 'rating'
  | 'query'
  | 'captcha'
  | 'end';

/** The questions of each flow after the menu, in order (registration ends with the OTP). */
export const FLOW_STEPS: Record<Flow, readonly Step[]> = {
  registration: ['phone', 'otp', 'registered'],
  support: ['name', 'contact', 'captcha', 'end'],
  feedback: ['name', 'contact', 'rating', 'captcha', 'end'],
  query: ['name', 'contact', 'query', 'captcha', 'end'],
};

/** A line of the chat: the bot's by translation key (so it follows a language switch), the user's as typed. */
export type Line =
  | { id: number; from: 'bot'; key: string; params?: Record<string, string | number> }
  | { id: number; from: 'user'; text: string }
  | { id: number; from: 'user'; key: string; params?: Record<string, string | number> };

export type Answers = { name?: string; contact?: string; rating?: number; query?: string };

export type Chat = {
  step: Step;
  side: Side | null;
  flow: Flow | null;
  answers: Answers;
  lines: Line[];
  nextId: number;
  /** A confirmed registration, stored as the session when the chat moves on (3 s). */
  login?: LoginResult;
  /** Where a registration goes once signed in. */
  destination?: string;
};

type NewLine =
  | { from: 'bot'; key: string; params?: Record<string, string | number> }
  | { from: 'user'; text: string }
  | { from: 'user'; key: string; params?: Record<string, string | number> };

const bot = (key: string, params?: Record<string, string | number>): NewLine => ({
  from: 'bot',
  key,
  ...(params ? { params } : {}),
});

function append(chat: Chat, ...lines: NewLine[]): Chat {
  let nextId = chat.nextId;
  const added = lines.map((line) => ({ ...line, id: nextId++ }) as Line);
  return { ...chat, lines: [...chat.lines, ...added], nextId };
}

export function startChat(): Chat {
  return append(
    { step: 'side', side: null, flow: null, answers: {}, lines: [], nextId: 1 },
    bot('welcome'),
    bot('askSide'),
  );
}

/** What the bot asks when a step begins. */
const QUESTION: Partial<Record<Step, string>> = {
  phone: 'askPhone',
  name: 'askName',
  contact: 'askContact',
  rating: 'askRating',
  query: 'askQuery',
  captcha: 'askCaptcha',
  end: 'anythingElse',
};

export type ChatEvent =
  | { type: 'side'; side: Side }
  | { type: 'flow'; flow: Flow }
  | { type: 'otpSent'; phone: string }
  | { type: 'registered'; login: LoginResult; destination: string }
  | { type: 'answer'; field: keyof Answers; value: string | number; shown: NewLine }
  | { type: 'sent'; doneKey: string }
  | { type: 'restart' };

function nextStep(chat: Chat): Step {
  if (!chat.flow) return 'menu';
  const steps = FLOW_STEPS[chat.flow];
  return steps[steps.indexOf(chat.step) + 1] ?? 'end';
}

function enter(chat: Chat, step: Step, ...before: NewLine[]): Chat {
  const question = QUESTION[step];
  return { ...append(chat, ...before, ...(question ? [bot(question)] : [])), step };
}

export function chatReducer(chat: Chat, event: ChatEvent): Chat {
  switch (event.type) {
    case 'side':
      return enter(
        { ...chat, side: event.side },
        'menu',
        { from: 'user', key: `side.${event.side}` },
        bot(`greeting.${event.side}`),
      );
    case 'flow':
      return enter({ ...chat, flow: event.flow, answers: {} }, FLOW_STEPS[event.flow][0] ?? 'end', {
        from: 'user',
        key: `menu.${event.flow}`,
      });
    case 'otpSent':
      return enter(
        { ...chat, answers: { contact: event.phone } },
        'otp',
        {
          from: 'user',
          text: `+91 ${event.phone}`,
        },
        bot('otpSentTo', { number: event.phone }),
      );
    case 'registered':
      return enter(
        { ...chat, login: event.login, destination: event.destination },
        'registered',
        bot('registered'),
      );
    case 'answer': {
      const answered = { ...chat, answers: { ...chat.answers, [event.field]: event.value } };
      return enter(answered, nextStep(chat), event.shown);
    }
    case 'sent':
      return enter({ ...chat, answers: {} }, 'end', bot(event.doneKey));
    case 'restart':
      return enter(
        { ...chat, flow: null, answers: {} },
        'menu',
        { from: 'user', key: 'startOver' },
        bot(`greeting.${chat.side ?? 'seeker'}`),
      );
  }
}
