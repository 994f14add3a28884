import { SCROLL_TOP_AFTER_PX } from '@kaamkaj/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowUpIcon } from '../../components/ui/icons';

/** spec 000 §2.3: appears after 50 px of scrolling. */
export function ScrollTopButton() {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);

  useEffect(() => {
    const onScroll = () => setShown(window.scrollY > SCROLL_TOP_AFTER_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  if (!shown) return null;
  return (
    <button
      type="button"
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      aria-label={t('footer.scrollTop')}
      className="fixed right-4 bottom-20 z-40 inline-flex size-12 items-center justify-center rounded-full bg-primary text-white shadow-lg hover:bg-primary-dark"
    >
      <ArrowUpIcon />
    </button>
  );
}
