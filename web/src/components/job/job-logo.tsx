import { useState } from 'react';
import { BriefcaseIcon } from '../ui/icons';

type JobLogoProps = { src: string | null; alt: string; className?: string };

/** The job's company logo, or the default mark (named by `alt`) when there is none or it fails. */
export function JobLogo({ src, alt, className = 'size-14' }: JobLogoProps) {
  const [broken, setBroken] = useState<string | null>(null);
  const image = Boolean(src) && broken !== src;
  return (
    <span
      // a decorative logo (alt "") is hidden, as an <img alt=""> would be: a role="img" needs a name
      {...(image ? {} : alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
      className={`flex shrink-0 items-center justify-center overflow-hidden rounded-xl bg-primary-soft text-primary ring-1 ring-slate-200 ${className}`}
    >
      {image && src ? (
        <img
          src={src}
          alt={alt}
          loading="lazy"
          className="size-full object-contain"
          onError={() => setBroken(src)}
        />
      ) : (
        <BriefcaseIcon className="size-1/2" aria-hidden="true" />
      )}
    </span>
  );
}
