import { BLOG_SLUGS } from '@kaamkaj/domain';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronRightIcon, Svg } from '../../components/ui/icons';
import { Section } from './section';
import { SITE_NS } from './site-i18n';
import { useCarouselAutoplay } from './use-carousel-autoplay';

function PauseIcon() {
  return (
    <Svg className="size-5">
      <path d="M9 6v12M15 6v12" />
    </Svg>
  );
}

function ResumeIcon() {
  return (
    <Svg className="size-5">
      <path d="m8 5 11 7-11 7z" fill="currentColor" />
    </Svg>
  );
}

/**
 * #blogs: the blog carousel of spec 001 §2 and §9: 3 slides in view (2 below 1200 px, 1 below
 * 575 px), autoplay, infinite, 500 ms; swiped by hand too, and paused with the button.
 */
export function BlogCards() {
  const { t } = useTranslation(SITE_NS);
  const listRef = useRef<HTMLUListElement>(null);
  const { playing, toggle } = useCarouselAutoplay(listRef);
  return (
    <Section id="blogs" title={t('blogs.title')} subtitle={t('blogs.subtitle')} tint>
      <ul
        ref={listRef}
        aria-label={t('blogs.title')}
        className="-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto px-4 pb-2"
      >
        {BLOG_SLUGS.map((slug, index) => (
          <li
            key={slug}
            className="w-full shrink-0 snap-start min-[575px]:w-[calc((100%-0.75rem)/2)] min-[1200px]:w-[calc((100%-1.5rem)/3)]"
          >
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
      <div className="mt-2 flex justify-end">
        <button
          type="button"
          onClick={toggle}
          aria-pressed={!playing}
          className="inline-flex min-h-12 items-center gap-2 rounded-xl px-3 text-sm font-semibold text-primary-dark hover:bg-primary-soft"
        >
          {playing ? <PauseIcon /> : <ResumeIcon />}
          {t(playing ? 'blogs.pause' : 'blogs.play')}
        </button>
      </div>
    </Section>
  );
}
