import { PATHS } from '@kaamkaj/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button';
import { BriefcaseIcon, CheckCircleIcon, UsersIcon } from '../../components/ui/icons';
import { InTurn } from '../../lib/hydration-turns';
import { BlogCards } from './blog-cards';
import { ContactSection } from './contact-section';
import { FaqSection } from './faq-section';
import { HowItWorks, JobExplorer } from './how-it-works';
import { SITE_NS } from './site-i18n';

/** spec 000 §2.1 "/" and "/homepage": the landing page for signed-out visitors. */
export function LandingScreen() {
  return (
    <>
      {/* issue 16 item 4: rendered, each section hydrates in a task of its own */}
      <InTurn>
        <Hero />
      </InTurn>
      <InTurn>
        <JobExplorer />
      </InTurn>
      <InTurn>
        <HowItWorks />
      </InTurn>
      <InTurn>
        <BlogCards />
      </InTurn>
      <InTurn>
        <FaqSection />
      </InTurn>
      <InTurn>
        <ContactSection />
      </InTurn>
    </>
  );
}

function Hero() {
  const { t } = useTranslation(SITE_NS);
  const points = t('hero.points', { returnObjects: true }) as string[];
  return (
    <section className="bg-gradient-to-br from-primary to-primary-dark text-white">
      <div className="mx-auto max-w-5xl px-4 pt-8 pb-10">
        <p className="inline-block rounded-full bg-white/15 px-3 py-1 text-xs font-semibold">
          {t('translation:app.tagline')}
        </p>
        <h1 className="mt-4 text-3xl leading-tight font-bold sm:text-4xl">{t('hero.title')}</h1>
        <p className="mt-3 max-w-xl text-base text-white/90">{t('hero.subtitle')}</p>
        <div className="mt-7 grid gap-3 sm:max-w-lg sm:grid-cols-2">
          <Link
            to={PATHS.seekerLogin}
            className={buttonClass('secondary', 'min-h-14 border-white text-lg')}
          >
            <BriefcaseIcon />
            {t('translation:nav.wantJob')}
          </Link>
          <Link to={PATHS.recruiterLogin} className={buttonClass('accent', 'min-h-14 text-lg')}>
            <UsersIcon />
            {t('translation:nav.needStaff')}
          </Link>
        </div>
        <ul className="mt-6 flex flex-wrap gap-x-4 gap-y-2 text-sm text-white/90">
          {points.map((point) => (
            <li key={point} className="flex items-center gap-1.5">
              <CheckCircleIcon className="size-4 text-accent" />
              {point}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
