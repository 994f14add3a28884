import type { SVGProps } from 'react';

// Brand marks, filled, for the footer's social links and the WhatsApp contact.
type IconProps = SVGProps<SVGSVGElement>;

function Brand({ className = 'size-5', d, ...rest }: IconProps & { d: string }) {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" className={className} aria-hidden="true" {...rest}>
      <path d={d} />
    </svg>
  );
}

const FACEBOOK_PATH =
  'M13.5 21v-7.5H16l.4-3H13.5V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.8 1.4-3.8 3.9v2.3H8v3h2.5V21z';
export function FacebookIcon(props: IconProps) {
  return <Brand d={FACEBOOK_PATH} {...props} />;
}

const INSTAGRAM_PATH =
  'M12 7.3a4.7 4.7 0 1 0 0 9.4 4.7 4.7 0 0 0 0-9.4Zm0 7.7a3 3 0 1 1 0-6 3 3 0 0 1 0 6Zm6-7.9a1.1 1.1 0 1 1-2.2 0 1.1 1.1 0 0 1 2.2 0ZM21 7.9c-.1-1.5-.4-2.8-1.5-3.9S17.6 2.6 16.1 2.5C14.6 2.4 9.4 2.4 7.9 2.5 6.4 2.6 5.1 2.9 4 4S2.6 6.4 2.5 7.9c-.1 1.5-.1 6.7 0 8.2.1 1.5.4 2.8 1.5 3.9s2.4 1.4 3.9 1.5c1.5.1 6.7.1 8.2 0 1.5-.1 2.8-.4 3.9-1.5s1.4-2.4 1.5-3.9c.1-1.5.1-6.7 0-8.2Zm-2 9.8a3 3 0 0 1-1.7 1.7c-1.2.5-4 .4-5.3.4s-4.1.1-5.3-.4a3 3 0 0 1-1.7-1.7c-.5-1.2-.4-4-.4-5.3s-.1-4.1.4-5.3A3 3 0 0 1 6.7 4.6c1.2-.5 4-.4 5.3-.4s4.1-.1 5.3.4A3 3 0 0 1 19 6.3c.5 1.2.4 4 .4 5.3s.1 4.1-.4 5.3Z';
export function InstagramIcon(props: IconProps) {
  return <Brand d={INSTAGRAM_PATH} {...props} />;
}

const YOUTUBE_PATH =
  'M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2C2 8.8 2 12 2 12s0 3.2.4 4.8a2.5 2.5 0 0 0 1.8 1.8c1.6.4 7.8.4 7.8.4s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8ZM10 15V9l5.2 3z';
export function YoutubeIcon(props: IconProps) {
  return <Brand d={YOUTUBE_PATH} {...props} />;
}

const LINKEDIN_PATH =
  'M6.9 8.9H3.5V20h3.4zM5.2 3.5a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM20.5 13.9c0-3-1.6-5.2-4.5-5.2a3.9 3.9 0 0 0-3.5 1.9V8.9H9.3V20h3.4v-5.8c0-1.5.3-3 2.2-3s1.9 1.8 1.9 3.1V20h3.4z';
export function LinkedinIcon(props: IconProps) {
  return <Brand d={LINKEDIN_PATH} {...props} />;
}

const WHATSAPP_PATH =
  'M12 2.2a9.8 9.8 0 0 0-8.4 14.8L2.2 21.8l5-1.3A9.8 9.8 0 1 0 12 2.2Zm0 17.9a8.1 8.1 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.1 8.1 0 1 1 12 20.1Zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8s-.4-.1-.6.1-.6.8-.8 1-.3.2-.5.1a6.6 6.6 0 0 1-3.3-2.9c-.2-.4.2-.4.7-1.3a.5.5 0 0 0 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.7 11.8 11.8 0 0 0 4.5 4c1.7.7 2.3.8 3.2.7a2.7 2.7 0 0 0 1.8-1.3 2.2 2.2 0 0 0 .2-1.3c-.1-.1-.3-.2-.5-.3Z';
export function WhatsappIcon(props: IconProps) {
  return <Brand d={WHATSAPP_PATH} {...props} />;
}
