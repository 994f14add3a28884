import { PATHS } from '@kaamkaj/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { rememberWantedCategory, WAYS_IN } from '../../lib/wanted-category';
import { Section } from './section';
import { SITE_NS } from './site-i18n';

type Step = { title: string; body: string };

/**
 * #jobexplorer: a few job categories, each a way in for the seeker; the one tapped is
 * preselected in the job interests, or filters the feed after sign-in (issue 14 item 11).
 */
export function JobExplorer() {
  const { t } = useTranslation(SITE_NS);
  return (
    <Section id="jobexplorer" title={t('explorer.title')} subtitle={t('explorer.subtitle')} tint>
      <ul className="flex flex-wrap gap-2">
        {WAYS_IN.map((id) => (
          <li key={id}>
            <Link
              to={PATHS.seekerLogin}
              onClick={() => rememberWantedCategory(id)}
              className="inline-flex min-h-12 items-center rounded-full border border-primary/30 bg-primary-soft px-4 text-sm font-semibold text-primary-dark hover:border-primary"
            >
              {t(`explorer.categories.${id}`)}
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function Steps({ title, steps }: { title: string; steps: Step[] }) {
  return (
    <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h3 className="text-lg font-bold text-slate-900">{title}</h3>
      <ol className="mt-4 space-y-4">
        {steps.map((step, index) => (
          <li key={step.title} className="flex gap-3">
            <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold text-white">
              {index + 1}
            </span>
            <div>
              <p className="font-semibold text-slate-900">{step.title}</p>
              <p className="text-sm text-slate-600">{step.body}</p>
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}

/** #work: how it works, for each side. */
export function HowItWorks() {
  const { t } = useTranslation(SITE_NS);
  return (
    <Section id="work" title={t('work.title')} subtitle={t('work.subtitle')}>
      <div className="grid gap-4 md:grid-cols-2">
        <Steps
          title={t('work.seekerTitle')}
          steps={t('work.seekerSteps', { returnObjects: true }) as Step[]}
        />
        <Steps
          title={t('work.employerTitle')}
          steps={t('work.employerSteps', { returnObjects: true }) as Step[]}
        />
      </div>
    </Section>
  );
}
