import type { BlogSlug } from '@kaamkaj/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button';
import { ArrowLeftIcon } from '../../components/ui/icons';
import { Article } from './article';
import { SITE_NS, type TextSection } from './site-i18n';

/** spec 000 §2.1: the five blog articles, /blogs/{slug}. */
export function BlogScreen({ slug }: { slug: BlogSlug }) {
  const { t } = useTranslation(SITE_NS);
  const key = `blogs.items.${slug}`;
  return (
    <Article
      title={t(`${key}.title`)}
      meta={t(`${key}.meta`)}
      intro={t(`${key}.excerpt`)}
      sections={t(`${key}.sections`, { returnObjects: true }) as TextSection[]}
    >
      <Link to="/#blogs" className={buttonClass('secondary', 'mt-8')}>
        <ArrowLeftIcon className="size-5" />
        {t('blogs.all')}
      </Link>
    </Article>
  );
}
