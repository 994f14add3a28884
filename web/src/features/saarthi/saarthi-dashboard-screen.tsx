import { PATHS, SAARTHI_TABS, type SaarthiLead, type SaarthiTab } from '@kaamkaj/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../components/ui/button';
import { PhoneIcon } from '../../components/ui/icons';
import { LazyConfirmDialog, useConfirmDialogAhead } from '../../components/ui/lazy-confirm-dialog';
import { LazyDialog } from '../../components/ui/lazy-dialog';
import { LoadMore } from '../../components/ui/load-more';
import { Spinner } from '../../components/ui/loader';
import { PillTabs } from '../../components/ui/pill-tabs';
import { WhatsappIcon } from '../../components/ui/social-icons';
import { serverErrorText } from '../../lib/forms/server-error';
import { InTurn } from '../../lib/hydration-turns';
import { useLanguage } from '../../lib/i18n';
import { notify } from '../../lib/toast';
import { useSaarthiTab, useSendHelp } from './api/dashboard';
import { FIRST_SAARTHI_TAB } from './api/dashboard-tab';
import { SAARTHI_NS } from './saarthi-i18n';

/** The Saarthi's /dashboard (spec 001 §6): Location Leads, Self Leads, New User Enrolled, Existing User Employed. */
export function SaarthiDashboardScreen() {
  const { t } = useTranslation(SAARTHI_NS);
  const [tab, setTab] = useState<SaarthiTab>(FIRST_SAARTHI_TAB);
  const query = useSaarthiTab(tab);
  const counts = query.data?.pages[0]?.counts;
  const people = query.data?.pages.flatMap((p) => p.data ?? []) ?? [];
  return (
    <div className="space-y-4">
      <header>
        <h1 className="text-2xl font-bold text-slate-900">{t('dashboard.title')}</h1>
        <p className="text-slate-600">{t('dashboard.subtitle')}</p>
      </header>
      <PillTabs
        label={t('dashboard.tabsLabel')}
        tabs={SAARTHI_TABS.map((key) => ({
          key,
          name: t(`dashboard.tabs.${key}`),
          count: counts?.[key],
        }))}
        countLabel={(name, count) => t('dashboard.count', { name, count })}
        selected={tab}
        onSelect={(key) => setTab(key)}
        panelId="saarthi-panel"
        wrap
      />
      <section
        id="saarthi-panel"
        role="tabpanel"
        aria-labelledby={`tab-${tab}`}
        className="space-y-3"
      >
        {tab === 'enrolled' && (
          <Link to={PATHS.saarthiNewUser} className={buttonClass('primary', 'w-full')}>
            {t('dashboard.create')}
          </Link>
        )}
        {tab === 'location' && (
          <p className="text-sm text-slate-600">{t('dashboard.hiddenNote')}</p>
        )}
        {query.isPending ? (
          <p role="status" className="flex items-center justify-center gap-2 py-8 text-slate-600">
            <Spinner className="size-6" />
            {t('dashboard.loading')}
          </p>
        ) : query.isError ? (
          <div className="space-y-3 py-4 text-center">
            <p className="text-red-700">{t('dashboard.loadFailed')}</p>
            <Button variant="secondary" onClick={() => void query.refetch()}>
              {t('dashboard.retry')}
            </Button>
          </div>
        ) : people.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-4 py-8 text-center text-slate-600">
            {t(`dashboard.empty.${tab}`)}
          </p>
        ) : (
          <ul className="space-y-3">
            {people.map((person) => (
              // a page the server rendered hydrates person by person, those on the screen first
              // and the rest once the Saarthi scrolls or taps (issue 16 item 4)
              <InTurn key={person._id}>
                <PersonCard person={person} />
              </InTurn>
            ))}
          </ul>
        )}
        <LoadMore query={query} label={t('dashboard.loadMore')} />
      </section>
    </div>
  );
}

function PersonCard({ person }: { person: SaarthiLead }) {
  const { t } = useTranslation(SAARTHI_NS);
  const lang = useLanguage();
  const name = person.name ?? '—';
  return (
    <li className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <p className="text-lg font-semibold text-slate-900">{name}</p>
      {person.address_home && (
        <p className="text-sm text-slate-600">
          {person.address_home_name?.[lang] ?? person.address_home}
        </p>
      )}
      <p className="mt-1 text-sm text-slate-700">
        {person.hired_job_title
          ? t('dashboard.hiredAs', { job: person.hired_job_title })
          : person.profile_status < 2
            ? t('dashboard.needsInterests')
            : t('dashboard.profileDone', { n: person.profile_completed_status })}
      </p>
      {person.enrolled_by_me && (
        <Link
          to={`${PATHS.saarthiSeeker}?id=${person._id}`}
          className={buttonClass('primary', 'mt-3 w-full')}
        >
          {t('seeker.openShort')}
          <span className="sr-only">{`: ${name}`}</span>
        </Link>
      )}
      {person.contact_masked ? (
        <SendNumber person={person} name={name} />
      ) : (
        <div className="mt-3 grid grid-cols-2 gap-2">
          <a href={`tel:+91${person.contact}`} className={buttonClass('secondary', 'px-2')}>
            <PhoneIcon className="size-5 shrink-0" />
            {person.contact}
          </a>
          <a
            href={`https://wa.me/91${person.contact}`}
            target="_blank"
            rel="noreferrer"
            className={buttonClass('secondary', 'px-2')}
          >
            <WhatsappIcon className="size-5 shrink-0" />
            WhatsApp
          </a>
        </div>
      )}
    </li>
  );
}

/**
 * A Location Lead's number stays hidden (DPDP Act: they never chose this agent); the agent sends
 * theirs instead, after a confirmation, since the message cannot be taken back (issue 13).
 */
function SendNumber({ person, name }: { person: SaarthiLead; name: string }) {
  const { t } = useTranslation(SAARTHI_NS);
  const [asking, setAsking] = useState(false);
  const send = useSendHelp();
  useConfirmDialogAhead();
  const confirm = () =>
    send.mutate(person._id, {
      onSuccess: () => {
        setAsking(false);
        void notify.success(t('dashboard.sentToast', { name }));
      },
    });
  return (
    <>
      <p className="mt-2 font-mono text-sm text-slate-500">{person.contact}</p>
      <Button
        variant="secondary"
        block
        className="mt-2"
        disabled={person.help_sent}
        onClick={() => {
          send.reset();
          setAsking(true);
        }}
      >
        <PhoneIcon className="size-5 shrink-0" />
        {person.help_sent ? t('dashboard.numberSent') : t('dashboard.sendNumber')}
        <span className="sr-only">{`: ${name}`}</span>
      </Button>
      <LazyDialog
        open={asking}
        component={LazyConfirmDialog}
        onUnavailable={() => setAsking(false)}
        props={{
          open: asking,
          onOpenChange: setAsking,
          title: t('dashboard.sendTitle', { name }),
          message: t('dashboard.sendBody', { name }),
          confirmLabel: t('dashboard.sendYes'),
          cancelLabel: t('dashboard.cancel'),
          busy: send.isPending,
          error: send.isError ? serverErrorText(send.error) : null,
          onConfirm: confirm,
        }}
      />
    </>
  );
}
