import { PATHS } from '@kaamkaj/domain';
import * as RadixDialog from '@radix-ui/react-dialog';
import { useEffect, useReducer, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '../../components/ui/icons';
import { saveLogin } from '../auth/after-login';
import { CHATBOT_NS } from './chatbot-i18n';
import { type Chat, chatReducer, FLOWS, type Line, startChat } from './conversation';
import { CaptchaStep, RatingStep, TextStep } from './message-steps';
import { OtpStep, PhoneStep, RegisteredStep } from './sign-in-steps';
import { Choices, type Dispatch, loadRules } from './step-parts';

type ChatbotPanelProps = { open: boolean; onClose: () => void };

/** The chatbot of the public site (spec 001 §4, §5; issue 13 part 5), both languages. */
export default function ChatbotPanel({ open, onClose }: ChatbotPanelProps) {
  const { t } = useTranslation(CHATBOT_NS);
  const [chat, dispatch] = useReducer(chatReducer, undefined, startChat);
  const end = useRef<HTMLDivElement>(null);

  // the fields' rules come while the visitor reads and chooses (offline: a field's send asks again)
  useEffect(() => {
    if (open) loadRules().catch(() => undefined);
  }, [open]);

  // Closed between a confirmed code and the redirect: the visitor is still signed in.
  useEffect(() => {
    if (!open && chat.login) saveLogin(chat.login);
  }, [open, chat.login]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll on every new line
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [chat.lines.length, chat.step]);

  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <RadixDialog.Content
          aria-describedby={undefined}
          className="fixed inset-x-0 bottom-0 z-50 flex h-[88dvh] flex-col rounded-t-2xl bg-white shadow-xl sm:right-4 sm:bottom-4 sm:left-auto sm:h-[min(40rem,90dvh)] sm:w-96 sm:rounded-2xl"
        >
          <header className="flex items-center justify-between gap-3 rounded-t-2xl bg-primary px-4 py-2 text-white">
            <RadixDialog.Title className="text-lg font-bold">{t('title')}</RadixDialog.Title>
            <RadixDialog.Close
              className="inline-flex size-12 items-center justify-center rounded-full hover:bg-white/15"
              aria-label={t('close')}
            >
              <CloseIcon className="size-6" />
            </RadixDialog.Close>
          </header>
          {/* role log: new lines are read out; focusable, so the history scrolls by keyboard */}
          <div
            role="log"
            aria-label={t('history')}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus (WCAG 2.1.1)
            tabIndex={0}
            className="flex-1 overflow-y-auto px-3 py-4 focus-visible:outline-3 focus-visible:outline-primary/40"
          >
            <ol className="space-y-3">
              {chat.lines.map((line) => (
                <Bubble key={line.id} line={line} />
              ))}
            </ol>
            <div ref={end} />
          </div>
          <div className="border-t border-slate-200 bg-slate-50 px-3 py-3">
            <StepInput chat={chat} dispatch={dispatch} onClose={onClose} />
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

function Bubble({ line }: { line: Line }) {
  const { t } = useTranslation(CHATBOT_NS);
  const text = 'key' in line ? t(line.key, line.params) : line.text;
  const mine = line.from === 'user';
  return (
    <li className={mine ? 'flex justify-end' : 'flex justify-start'}>
      <p
        className={`max-w-[85%] rounded-2xl px-4 py-2.5 text-base leading-relaxed ${
          mine ? 'rounded-br-sm bg-primary text-white' : 'rounded-bl-sm bg-slate-100 text-slate-900'
        }`}
      >
        <span className="sr-only">{t(mine ? 'you' : 'bot')}: </span>
        {text}
      </p>
    </li>
  );
}

type StepProps = { chat: Chat; dispatch: Dispatch; onClose: () => void };

function StepInput({ chat, dispatch, onClose }: StepProps) {
  const { t } = useTranslation(CHATBOT_NS);
  switch (chat.step) {
    case 'side':
      return (
        <Choices
          options={(['seeker', 'employer'] as const).map((side) => ({
            label: t(`side.${side}`),
            onChoose: () => dispatch({ type: 'side', side }),
          }))}
        />
      );
    case 'menu':
      return (
        <Choices
          options={FLOWS.map((flow) => ({
            label: t(`menu.${flow}`),
            onChoose: () => dispatch({ type: 'flow', flow }),
          }))}
        />
      );
    case 'phone':
      return <PhoneStep side={chat.side ?? 'seeker'} dispatch={dispatch} />;
    case 'otp':
      return (
        <OtpStep
          side={chat.side ?? 'seeker'}
          phone={chat.answers.contact ?? ''}
          dispatch={dispatch}
        />
      );
    case 'registered':
      return chat.login ? (
        <RegisteredStep login={chat.login} destination={chat.destination ?? PATHS.basicDetail} />
      ) : null;
    case 'name':
      return <TextStep field="name" rule={(r) => r.ChatbotName} dispatch={dispatch} />;
    case 'contact':
      return <TextStep field="contact" rule={(r) => r.ChatbotPhone} dispatch={dispatch} phone />;
    case 'query':
      return <TextStep field="query" rule={(r) => r.ChatbotQuery} dispatch={dispatch} multiline />;
    case 'rating':
      return <RatingStep dispatch={dispatch} />;
    case 'captcha':
      return <CaptchaStep chat={chat} dispatch={dispatch} />;
    case 'end':
      return (
        <Choices
          options={[
            { label: t('startOver'), onChoose: () => dispatch({ type: 'restart' }) },
            { label: t('close'), onChoose: onClose },
          ]}
        />
      );
  }
}
