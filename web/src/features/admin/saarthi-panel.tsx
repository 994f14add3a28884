import { districtLabel } from '@kaamkaj/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { useLanguage } from '../../lib/i18n';
import { notify } from '../../lib/toast';
import { ADMIN_NS } from './admin-i18n';
import { type AdminSaarthi, useAdminSaarthis, useSetSaarthiActive } from './api/saarthi';
import { Badge, Detail, Details, LIST_CARD } from './card';
import { errorMessage } from './format';
import { ListState } from './list-state';

/** Issue 13: Saarthi agents; deactivating one signs them out and stops their code (asked first). */
export function SaarthiPanel() {
  const { t } = useTranslation(ADMIN_NS);
  const lang = useLanguage();
  const query = useAdminSaarthis();
  const setActive = useSetSaarthiActive();
  const [asking, setAsking] = useState<AdminSaarthi | null>(null);
  const agents = query.data?.pages.flatMap((p) => p.data ?? []) ?? [];

  const confirm = async () => {
    if (!asking) return;
    try {
      await setActive.mutateAsync({ id: asking._id, active: !asking.active });
      void notify.success(t(asking.active ? 'saarthi.deactivated' : 'saarthi.activated'));
      setAsking(null);
    } catch (error) {
      void notify.error(errorMessage(error));
    }
  };

  return (
    <>
      <ListState query={query} empty={agents.length === 0} emptyText={t('saarthi.empty')}>
        <ul className={LIST_CARD}>
          {agents.map((agent) => (
            <li key={agent._id} className="px-4 py-3">
              <div className="flex items-start gap-3">
                <div className="min-w-0 flex-1">
                  <p className="font-semibold">{agent.name}</p>
                  <p className="font-mono text-sm text-slate-600">{agent.saarthi_code}</p>
                </div>
                <Badge tone={agent.active ? 'green' : 'slate'}>
                  {t(agent.active ? 'saarthi.active' : 'saarthi.inactive')}
                </Badge>
              </div>
              <Details>
                <Detail label={t('saarthi.contact')}>{agent.contact ?? ''}</Detail>
                <Detail label={t('saarthi.district')}>
                  {districtLabel(agent.home_district, lang)}
                </Detail>
              </Details>
              <Button
                variant={agent.active ? 'danger' : 'secondary'}
                className="mt-3"
                block
                onClick={() => setAsking(agent)}
              >
                {t(agent.active ? 'saarthi.deactivate' : 'saarthi.activate')}
              </Button>
            </li>
          ))}
        </ul>
      </ListState>
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        title={t(asking?.active ? 'saarthi.deactivateTitle' : 'saarthi.activateTitle', {
          name: asking?.name ?? '',
        })}
        message={t(asking?.active ? 'saarthi.deactivateText' : 'saarthi.activateText')}
        confirmLabel={t(asking?.active ? 'saarthi.deactivate' : 'saarthi.activate')}
        cancelLabel={t('decision.cancel')}
        onConfirm={() => void confirm()}
        busy={setActive.isPending}
        danger={asking?.active ?? false}
      />
    </>
  );
}
