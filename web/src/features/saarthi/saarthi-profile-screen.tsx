import { districtLabel, PATHS, SAARTHI_TABS } from '@kaamkaj/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../components/ui/button';
import { LoadFailed } from '../../components/ui/load-failed';
import { PageLoader } from '../../components/ui/loader';
import { QrCode } from '../../components/ui/qr-code';
import { WhatsappIcon } from '../../components/ui/social-icons';
import { useLanguage } from '../../lib/i18n';
import { notify } from '../../lib/toast';
import { useSaarthiMe } from './api/dashboard';
import { SAARTHI_NS } from './saarthi-i18n';

/** /saarthiprofile (issue 13): the agent's details, code, sign-up link with its QR code, totals. */
export function SaarthiProfileScreen() {
  const { t } = useTranslation(SAARTHI_NS);
  const lang = useLanguage();
  const me = useSaarthiMe();
  if (me.isError) return <LoadFailed query={me} />;
  if (!me.data) return <PageLoader />;
  const agent = me.data;
  const link = `${window.location.origin}${PATHS.seekerLogin}?ref=${agent.saarthi_code}`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      void notify.success(t('profile.copied'));
    } catch {
      // no clipboard (an old browser): the link stays on screen to copy by hand
    }
  };
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold text-slate-900">{t('profile.title')}</h1>
      <section className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
        <p className="text-xl font-bold text-slate-900">{agent.name}</p>
        <dl className="mt-3 grid grid-cols-2 gap-3">
          <div>
            <dt className="text-xs font-semibold text-slate-500">{t('profile.code')}</dt>
            <dd className="text-xl font-bold tracking-wider text-primary-dark">
              {agent.saarthi_code}
            </dd>
          </div>
          <div>
            <dt className="text-xs font-semibold text-slate-500">{t('profile.district')}</dt>
            <dd className="text-slate-900">{districtLabel(agent.home_district, lang)}</dd>
          </div>
        </dl>
      </section>
      <section className="space-y-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
        <h2 className="font-semibold text-slate-900">{t('profile.share')}</h2>
        <p className="text-sm text-slate-600">{t('profile.shareHint')}</p>
        <QrCode text={link} label={t('profile.qr', { code: agent.saarthi_code })} />
        <p className="text-center text-sm text-slate-600">{t('profile.qrHint')}</p>
        <p className="rounded-xl bg-slate-50 px-3 py-2 font-mono text-sm break-all">{link}</p>
        <div className="grid grid-cols-2 gap-2">
          <Button variant="secondary" onClick={() => void copy()}>
            {t('profile.copy')}
          </Button>
          <a
            href={`https://wa.me/?text=${encodeURIComponent(t('profile.shareText', { link }))}`}
            target="_blank"
            rel="noreferrer"
            className={buttonClass('secondary')}
          >
            <WhatsappIcon className="size-5 shrink-0" />
            {t('profile.whatsappShare')}
          </a>
        </div>
      </section>
      <section className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
        <h2 className="font-semibold text-slate-900">{t('profile.totals')}</h2>
        <dl className="mt-3 grid grid-cols-2 gap-2">
          {SAARTHI_TABS.map((key) => (
            <div key={key} className="rounded-xl bg-slate-50 p-3">
              <dd className="text-2xl font-bold text-slate-900">{agent.counts[key]}</dd>
              <dt className="text-sm text-slate-600">{t(`dashboard.tabs.${key}`)}</dt>
            </div>
          ))}
        </dl>
      </section>
      <Link to={PATHS.saarthiNewUser} className={buttonClass('primary', 'w-full')}>
        {t('profile.newUser')}
      </Link>
    </div>
  );
}
