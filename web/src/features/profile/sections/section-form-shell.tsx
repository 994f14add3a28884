import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { PROFILE_NS } from '../profile-i18n';

const IN_DIALOG_STICKY =
  'bg-white in-[[role=dialog]]:sticky in-[[role=dialog]]:-bottom-5 in-[[role=dialog]]:-mx-5 ' +
  'in-[[role=dialog]]:-mb-5 in-[[role=dialog]]:px-5 in-[[role=dialog]]:pt-2 in-[[role=dialog]]:pb-5';

type SectionFormShellProps = {
  onSubmit: FormEventHandler<HTMLFormElement>;
  serverError: string | null;
  saving: boolean;
  children: ReactNode;
  /** Replaces the Save button (the mobile number's confirmation step). */
  footer?: ReactNode;
};

/** The body of a section form: its fields, the server's alert and the Save button. */
export function SectionFormShell(props: SectionFormShellProps) {
  const { t } = useTranslation(PROFILE_NS);
  return (
    <form onSubmit={props.onSubmit} noValidate className="space-y-5">
      {props.children}
      <ErrorAlert>{props.serverError}</ErrorAlert>
      {/* In a modal (which scrolls, p-5) the button stays in reach at the bottom */}
      <div className={IN_DIALOG_STICKY}>
        {props.footer ?? (
          <Button type="submit" block busy={props.saving}>
            {t('profile.save')}
          </Button>
        )}
      </div>
    </form>
  );
}
