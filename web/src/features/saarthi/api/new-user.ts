import { type AgentNewUserBody, PROFILE_STATUS } from '@kaamkaj/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { loadDistrictData } from '../../../components/district-picker/use-district-data';
import { type Envelope, request } from '../../../lib/http';
import { addEnrolled } from './dashboard';

// spec 001 §7 POST /user/saarthi: the agent registers a job seeker.
export function useCreateSeeker() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AgentNewUserBody) =>
      request<Envelope<{ _id: string; name: string }>>('/user/saarthi', {
        method: 'POST',
        body,
        toast: false,
      }).then((res) => res.data),
    onSuccess: async (seeker, body) => {
      // the district was picked from the list, so it is here; not with the form's first paint
      const districts = await loadDistrictData().catch(() => null);
      addEnrolled(queryClient, {
        _id: seeker._id,
        name: seeker.name,
        contact: body.contact,
        contact_masked: false,
        address_home: body.address_home,
        address_home_name: districts?.placeNames(body.address_home) ?? null,
        profile_status: PROFILE_STATUS.BASIC_DONE, // the seeker chooses job interests (spec 001 §5)
        profile_completed_status: 0,
        created_at: new Date().toISOString(),
        hired_job_title: null,
        enrolled_by_me: true,
        help_sent: false,
      });
      return queryClient.invalidateQueries({ queryKey: ['saarthi'] });
    },
  });
}
