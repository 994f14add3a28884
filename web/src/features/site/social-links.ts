import type { ComponentType, SVGProps } from 'react';
import {
  FacebookIcon,
  InstagramIcon,
  LinkedinIcon,
  YoutubeIcon,
} from '../../components/ui/social-icons';

type SocialLink = { name: string; href: string; Icon: ComponentType<SVGProps<SVGSVGElement>> };

// The product's social pages (spec 000 §2.3 "social links").
export const SOCIAL_LINKS: readonly SocialLink[] = [
  { name: 'Facebook', href: 'https://www.facebook.com/kaamkaj', Icon: FacebookIcon },
  { name: 'Instagram', href: 'https://www.instagram.com/kaamkaj', Icon: InstagramIcon },
  { name: 'YouTube', href: 'https://www.youtube.com/@kaamkaj', Icon: YoutubeIcon },
  { name: 'LinkedIn', href: 'https://www.linkedin.com/company/kaamkaj', Icon: LinkedinIcon },
];
