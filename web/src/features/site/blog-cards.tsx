import { BLOG_SLUGS } from '@kaamkaj/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronRightIcon } from '../../components/ui/icons';
import { Section } from './section';
import { SITE_NS } from './site-i18n';

/** #blogs: one card per article, swiped sideways on a phone (spec 001 §2 blog carousel). */
export function BlogCards() {
  const { t } = useTranslation(SITE_NS);
  return (
    <Section id="blogs" title={t('blogs.title')} subtitle={t('blogs.subtitle')} tint>
      <ul className="-mx-4 flex snap-x snap-mandatory gap-3 overflow-x-auto px-4 pb-2 md:grid md:grid-cols-3 md:overflow-visible">
        {BLOG_SLUGS.map((slug, index) => (
          <li key={slug} className="w-[80%] shrink-0 snap-start md:w-auto">
            <Link
              to={`/blogs/${slug}`}
              className="flex h-full flex-col rounded-2xl bg-slate-50 p-4 ring-1 ring-slate-200 hover:ring-primary"
            >
              <span
                className={`mb-3 h-1.5 w-12 rounded-full ${index % 2 ? 'bg-accent' : 'bg-primary'}`}
                aria-hidden
              />
              <span className="font-bold text-slate-900">{t(`blogs.items.${slug}.title`)}</span>
              <span className="mt-2 flex-1 text-sm text-slate-600">
                {t(`blogs.items.${slug}.excerpt`)}
              </span>
              <span className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-primary-dark">
                {t('blogs.readMore')}
                <ChevronRightIcon className="size-4" />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
