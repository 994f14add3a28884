import { useTranslation } from 'react-i18next';
import { Article } from './article';
import { SITE_NS, type TextSection } from './site-i18n';

type PageName = 'about' | 'privacy' | 'terms';

function StaticPage({ page }: { page: PageName }) {
  const { t } = useTranslation(SITE_NS);
  return (
    <Article
      title={t(`${page}.title`)}
      meta={t(`${page}.meta`)}
      intro={t(`${page}.intro`)}
      sections={t(`${page}.sections`, { returnObjects: true }) as TextSection[]}
    />
  );
}

/** spec 001 §2: /about, vision and mission. */
export function AboutScreen() {
  return <StaticPage page="about" />;
}

/** /privacypolicy: data kept at least 5 years, access answered within 30 days (spec 000 §9). */
export function PrivacyScreen() {
  return <StaticPage page="privacy" />;
}

/** /terms&conditions, /terms&condition and /t&c. */
export function TermsScreen() {
  return <StaticPage page="terms" />;
}
