import {
  call,
  latestOtp,
  pageCookieOf,
  type TestApp,
  uniqueIp,
  uniqueMobile,
} from '../../../test/helpers';

/** `pageCookie`: the page cookie the sign-in set (features/pages). */
export type Agent = {
  id: string;
  token: string;
  code: string;
  contact: string;
  pageCookie: string | null;
};

/** A Saarthi registered in `district` and signed in through mobile, code and one-time code. */
export async function createAgent(
  t: TestApp,
  district = 'up-lucknow',
  name = 'Geeta Kumari',
): Promise<Agent> {
  const contact = uniqueMobile();
  const ip = uniqueIp();
  const post = (url: string, payload: object) =>
    call(t.app, { method: 'POST', url: `/api${url}`, payload, remoteAddress: ip });
  const reg = await post('/register/saarthi', { name, contact, address_home: district, tnc: true });
  const code = reg.body.data.saarthi_code as string;
  await post('/login/saarthi', { contact, emp_code: code });
  const otp = await latestOtp(t.app, contact);
  const res = await post('/login/saarthi/confirm', { contact, emp_code: code, otp });
  return {
    id: res.body.data._id,
    token: res.body.data.token,
    code,
    contact,
    pageCookie: pageCookieOf(res.headers),
  };
}

export const NEW_USER = {
  name: 'Shyam Lal',
  gender: 1,
  age: 3,
  qualification: 1,
  experience: 4,
  address_home: 'up-lucknow',
};

export const enrol = (
  t: TestApp,
  agent: { token: string },
  over: object = {},
  lang: 'en' | 'hi' = 'en',
) =>
  call(t.app, {
    method: 'POST',
    url: '/api/user/saarthi',
    token: agent.token,
    payload: { ...NEW_USER, contact: uniqueMobile(), ...over },
    headers: { 'accept-language': lang },
  });

export const dashboard = (t: TestApp, agent: { token: string }, tab: string) =>
  call(t.app, { method: 'GET', url: `/api/saarthi/dashboard?tab=${tab}`, token: agent.token });
