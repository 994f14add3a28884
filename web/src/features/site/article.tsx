import type { ReactNode } from 'react';
import type { TextSection } from './site-i18n';

type ArticleProps = {
  title: string;
  meta?: string;
  intro?: string;
  sections: TextSection[];
  children?: ReactNode;
};

/** A readable text page: static pages and blog articles. */
export function Article({ title, meta, intro, sections, children }: ArticleProps) {
  return (
    <article className="mx-auto max-w-2xl px-4 py-8">
      <h1 className="text-2xl leading-tight font-bold text-slate-900 sm:text-3xl">{title}</h1>
      {meta && <p className="mt-2 text-sm text-slate-500">{meta}</p>}
      {intro && <p className="mt-4 text-lg text-slate-700">{intro}</p>}
      {sections.map((section) => (
        <section key={section.heading} className="mt-7">
          <h2 className="text-lg font-bold text-slate-900">{section.heading}</h2>
          {section.body.map((paragraph) => (
            <p key={paragraph} className="mt-2 leading-relaxed text-slate-700">
              {paragraph}
            </p>
          ))}
        </section>
      ))}
      {children}
    </article>
  );
}
