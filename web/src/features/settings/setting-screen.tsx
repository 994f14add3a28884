import { APP_VERSION, PATHS, ROLE } from '@kaamkaj/domain';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import {
  CheckCircleIcon,
  ChevronRightIcon,
  FileIcon,
  LanguageIcon,
  LogoutIcon,
  MailIcon,
  PhoneIcon,
  ShieldIcon,
} from '../../components/ui/icons';
import { LazyDialog, lazyDialog } from '../../components/ui/lazy-dialog';
import { Spinner } from '../../components/ui/loader';
import { WhatsappIcon } from '../../components/ui/social-icons';
import { logout } from '../../lib/api/logout';
import { useUser } from '../../lib/api/user';
import { istDate } from '../../lib/dates';
import { useLanguage } from '../../lib/i18n';
import { LanguageSwitch } from '../../lib/i18n/language-switch';
import { useLoadAhead } from '../../lib/load-failure';
import { roleOf, useSession } from '../../lib/session';
import { notify } from '../../lib/toast';
import { useDownloadMyData } from './api/my-data';
import { useSaveLanguage } from './api/save-language';
import { SETTINGS_NS } from './settings-i18n';
import { DownloadIcon, TrashIcon } from './settings-icons';

const ROW = 'flex min-h-14 w-full items-center gap-3 px-4 py-2 text-left hover:bg-slate-50';
const LIST = 'divide-y divide-slate-100 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200';

function LinkRow({ to, icon, label }: { to: string; icon: ReactNode; label: string }) {
  return (
    <li>
      <Link to={to} className={ROW}>
        <span className="text-primary">{icon}</span>
        <span className="flex-1 font-medium">{label}</span>
        <ChevronRightIcon className="size-5 text-slate-400" />
      </Link>
    </li>
  );
}

type ButtonRowProps = {
  icon: ReactNode;
  label: string;
  onClick: () => void;
  disabled?: boolean;
  busy?: boolean;
  danger?: boolean;
};

function ButtonRow({ icon, label, onClick, disabled = false, busy, danger }: ButtonRowProps) {
  return (
    <li>
      <button
        type="button"
        onClick={onClick}
        disabled={disabled || busy}
        aria-busy={busy || undefined}
        className={`${ROW} disabled:opacity-60`}
      >
        <span className={danger ? 'text-red-700' : 'text-primary'}>{icon}</span>
        <span className={`flex-1 font-medium ${danger ? 'text-red-700' : ''}`}>{label}</span>
        {busy ? (
          <Spinner className="size-5 text-slate-500" />
        ) : (
          <ChevronRightIcon className="size-5 text-slate-400" />
        )}
      </button>
    </li>
  );
}

// issue 15 item 9: the delete dialog (its form and checks) loads on the first open only
const DeleteAccountDialog = lazyDialog(() =>
  import('./delete-account-dialog').then((m) => ({ default: m.DeleteAccountDialog })),
);
// issue 16 item 1: the other three (the dialog library) load once the settings show, not with
// them, so a tap finds them even offline (Support's number and address above all)
const loadWhatsappDialog = () =>
  import('./whatsapp-dialog').then((m) => ({ default: m.WhatsappDialog }));
const loadSupportDialog = () =>
  import('./support-dialog').then((m) => ({ default: m.SupportDialog }));
// the plan page's own "you are a Premium Member until ..." (plans/congrats-dialog.tsx)
const loadPremiumDialog = () =>
  import('../plans/congrats-dialog').then((m) => ({ default: m.CongratsDialog }));
const WhatsappDialog = lazyDialog(loadWhatsappDialog);
const SupportDialog = lazyDialog(loadSupportDialog);
const PremiumDialog = lazyDialog(loadPremiumDialog);

type Open = 'whatsapp' | 'support' | 'premium' | 'delete' | null;

/** spec 000 §2.13: language, plan, WhatsApp, support, terms, logout; e-mail for employers. */
export function SettingScreen() {
  const { t } = useTranslation();
  const { t: ts } = useTranslation(SETTINGS_NS);
  const session = useSession();
  const user = useUser(session.user).data;
  const lang = useLanguage();
  const saveLanguage = useSaveLanguage(session.user);
  const [open, setOpen] = useState<Open>(null);
  const [leaving, setLeaving] = useState(false);
  const close = (next: boolean) => !next && setOpen(null);
  useLoadAhead(loadWhatsappDialog, loadSupportDialog, loadPremiumDialog);
  const myData = useDownloadMyData();
  const download = () =>
    myData.mutate(undefined, { onSuccess: () => void notify.success(ts('data.downloaded')) });

  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-bold">{t('settings.title')}</h1>
      <ul className={LIST}>
        <li className="flex min-h-14 items-center gap-3 px-4 py-2">
          <span className="text-primary">
            <LanguageIcon />
          </span>
          <span className="flex-1 font-medium">{t('common.language')}</span>
          <LanguageSwitch onChange={(lang) => saveLanguage.mutate(lang)} />
        </li>
        {/* spec 000 §2.13: a premium seeker sees "Already a Premium Member"; an employer may always buy more */}
        {roleOf(session) === ROLE.SAARTHI ? null : user?.is_premium &&
          roleOf(session) === ROLE.SEEKER ? (
          <ButtonRow
            icon={<CheckCircleIcon />}
            label={ts('plan.premium')}
            onClick={() => setOpen('premium')}
          />
        ) : (
          <LinkRow
            to={PATHS.choosePlan}
            icon={<CheckCircleIcon />}
            // spec 001 §2 "/setting": employers see Choose Plan; seekers the premium upgrade
            label={ts(roleOf(session) === ROLE.EMPLOYER ? 'plan.choose' : 'plan.upgrade')}
          />
        )}
        <ButtonRow
          icon={<WhatsappIcon className="size-6" />}
          label={ts('whatsapp.row')}
          onClick={() => setOpen('whatsapp')}
          disabled={!user}
        />
        <ButtonRow
          icon={<PhoneIcon />}
          label={ts('support.row')}
          onClick={() => setOpen('support')}
        />
        {roleOf(session) === ROLE.EMPLOYER && (
          <LinkRow to={PATHS.updateEmail} icon={<MailIcon />} label={ts('updateEmail')} />
        )}
        {user?.is_superadmin && (
          <LinkRow to={PATHS.admin} icon={<ShieldIcon />} label={ts('adminConsole')} />
        )}
      </ul>
      {/* issue 15 item 9, DPDP Act 2023: the right to a copy of one's data and to erasure */}
      <section aria-labelledby="your-data" className="space-y-2">
        <h2 id="your-data" className="px-1 text-sm font-semibold text-slate-600">
          {ts('data.title')}
        </h2>
        <ul className={LIST}>
          <ButtonRow
            icon={<DownloadIcon />}
            label={ts('data.download')}
            onClick={download}
            busy={myData.isPending}
          />
          <ButtonRow
            icon={<TrashIcon />}
            label={ts('data.delete')}
            onClick={() => setOpen('delete')}
            danger
          />
        </ul>
      </section>
      <ul className={LIST}>
        <LinkRow to={PATHS.terms} icon={<FileIcon />} label={t('nav.terms')} />
        <LinkRow to={PATHS.privacy} icon={<ShieldIcon />} label={t('nav.privacy')} />
      </ul>
      <Button
        variant="danger"
        block
        busy={leaving}
        onClick={() => {
          setLeaving(true);
          void logout();
        }}
      >
        <LogoutIcon className="size-5" />
        {t('settings.logout')}
      </Button>
      <p className="text-center text-sm text-slate-600">
        {t('settings.version', { version: APP_VERSION })}
      </p>
      {user && (
        <LazyDialog
          open={open === 'whatsapp'}
          component={WhatsappDialog}
          onUnavailable={() => setOpen(null)}
          props={{
            open: open === 'whatsapp',
            onOpenChange: close,
            userId: user._id,
            optIn: user.opt_in,
          }}
        />
      )}
      <LazyDialog
        open={open === 'support'}
        component={SupportDialog}
        onUnavailable={() => setOpen(null)}
        props={{ open: open === 'support', onOpenChange: close }}
      />
      <LazyDialog
        open={open === 'delete'}
        component={DeleteAccountDialog}
        onUnavailable={() => close(false)}
        props={{
          open: open === 'delete',
          onOpenChange: close,
          role: roleOf(session),
          onDownload: download,
          downloading: myData.isPending,
        }}
      />
      <LazyDialog
        open={open === 'premium'}
        component={PremiumDialog}
        onUnavailable={() => setOpen(null)}
        props={{
          open: open === 'premium',
          onOpenChange: close,
          until: istDate(user?.premium_until, lang),
        }}
      />
    </div>
  );
}
