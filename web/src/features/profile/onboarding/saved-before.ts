import { PATHS, PROFILE_STATUS } from '@kaamkaj/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { setSession } from '../../../lib/session';
import { notify } from '../../../lib/toast';
import { PROFILE_NS } from '../profile-i18n';
import { destinationOf } from './destination';

type Step = 1 | 2;

/**
 * The onboarding step the phone has stored can be behind the server's: the seeker saved it on
 * another phone, or the answer to their own save was lost on a weak signal and they tapped
 * again. The server saves step 1 only once (spec 000 §2.6), so a seeker asked for it again was
 * stuck on "Basic details are already saved" with no way on but signing out. What the server
 * holds decides instead: a step it already has takes the seeker past it, with a word saying
 * why, to the next step or to where onboarding would have taken them.
 *
 * Returns `moveOn(status)` for a save refused as already made, and acts by itself on the
 * first `status` the screen passes: the server's, read after the screen opened (not a record
 * kept from earlier); only the first, so a save made on this screen, which changes the record,
 * is left to the screen's own navigation.
 */
export function useSavedBefore(step: Step, status: number | undefined) {
  const { t } = useTranslation(PROFILE_NS);
  const navigate = useNavigate();
  const { state } = useLocation();
  const queryClient = useQueryClient();
  const checked = useRef(false);

  const moveOn = useCallback(
    (saved: number) => {
      if (saved < step) return;
      // the next screen reads the record as the server has it, not as this one last read it
      void queryClient.invalidateQueries({ queryKey: ['user'] });
      if (saved >= PROFILE_STATUS.COMPLETE) {
        void notify.success(t('onboarding.completeBefore'));
        navigate(destinationOf(state), { replace: true });
      } else {
        void notify.success(t('onboarding.basicBefore'));
        navigate(PATHS.jobInterested, { state, replace: true });
      }
      // after the navigation, in the same batch: the guard sees the new page and status together
      setSession({ profile_status: saved });
    },
    [step, navigate, state, t, queryClient],
  );

  useEffect(() => {
    if (status === undefined || checked.current) return;
    checked.current = true;
    moveOn(status);
  }, [status, moveOn]);

  return moveOn;
}
