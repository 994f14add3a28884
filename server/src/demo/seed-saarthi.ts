import { PROFILE_STATUS, ROLE } from '@kaamkaj/domain';
import type { Tx } from '../platform/db/client';
import { saarthiAgents, saarthiCodes, users } from '../platform/db/schema';
import { newId } from '../platform/ids';

export const DEMO_SAARTHI_CONTACT = '9000000002';
export const DEMO_SAARTHI_CODE = 'SAR100001';

/** A demo Saarthi in Lucknow (issue 13): Lucknow seekers with unfinished profiles are their leads. */
export async function seedSaarthi(tx: Tx) {
  const id = newId();
  await tx.insert(users).values({
    id,
    role: ROLE.SAARTHI,
    name: 'Sunil Yadav',
    contact: DEMO_SAARTHI_CONTACT,
    contactVerified: true,
    lang: 'hi',
    profileStatus: PROFILE_STATUS.COMPLETE,
  });
  await tx.insert(saarthiCodes).values({ code: DEMO_SAARTHI_CODE, agentId: id });
  await tx
    .insert(saarthiAgents)
    .values({ userId: id, code: DEMO_SAARTHI_CODE, homeDistrict: 'up-lucknow' });
}
