import { describe, expect, it } from 'vitest';
import {
  NOTIFICATION_TYPES,
  notificationTarget,
  notificationText,
  statusChangeNotification,
} from './notifications';

describe('notification targets (spec 000 §4, spec 001 §4)', () => {
  it('sends seekers to the dashboard tab of the event', () => {
    expect(notificationTarget('JOB_APPLIED', 0)).toEqual({ path: '/dashboard', tab: 0 });
    expect(notificationTarget('APPLY_LATER', 0)).toEqual({ path: '/dashboard', tab: 1 });
    expect(notificationTarget('INTERVIEW_CONFIRM', 0)).toEqual({ path: '/dashboard', tab: 2 });
    expect(notificationTarget('INTERVIEW_SHORTLISTED', 0)).toEqual({ path: '/dashboard', tab: 3 });
    expect(notificationTarget('JOB_HIRED', 0)).toEqual({ path: '/dashboard', tab: 3 });
    expect(notificationTarget('JOB_NOT_HIRED', 0)).toEqual({ path: '/dashboard', tab: 4 });
    expect(notificationTarget('JOB_POST', 0)).toEqual({ path: '/jobs' });
    expect(notificationTarget('INCOMPLETE_PROFILE', 0)).toEqual({ path: '/profile' });
  });

  it('sends employers to the dashboard, /jobs or /profile', () => {
    expect(notificationTarget('INACTIVE', 2)).toEqual({ path: '/jobs' });
    for (const type of [
      'JOB_POST',
      'JOB_APPLIED',
      'INTERVIEW_SHORTLISTED',
      'JOB_HIRED',
      'INTERVIEW_CONFIRM',
    ]) {
      expect(notificationTarget(type, 2)).toEqual({ path: '/dashboard' });
    }
    expect(notificationTarget('INCOMPLETE_PROFILE', 2)).toEqual({ path: '/profile' });
  });

  it("sends an administrator's decision where it is acted on", () => {
    expect(notificationTarget('VERIFICATION_APPROVED', 2)).toEqual({ path: '/dashboard' });
    expect(notificationTarget('VERIFICATION_DECLINED', 2)).toEqual({
      path: '/companyverification',
    });
    expect(notificationTarget('EMAIL_CHANGE_APPROVED', 2)).toEqual({ path: '/profile' });
    expect(notificationTarget('EMAIL_CHANGE_DECLINED', 2)).toEqual({ path: '/profile' });
  });

  it('writes the deactivated job and the nudge to post apart, in both languages', () => {
    expect(notificationText('INACTIVE', 'en', { job_title: 'Driver' })).toBe(
      'Your job Driver is deactivated. Please proceed to post new job.',
    );
    expect(notificationText('INACTIVE', 'hi', { job_title: 'Driver' })).toBe(
      'आपकी नौकरी Driver बंद कर दी गई है। कृपया नई नौकरी पोस्ट करें।',
    );
    expect(notificationText('INACTIVE', 'en')).toBe(
      'You have not posted a job for a while. Post a job to find staff quickly.',
    );
    expect(notificationText('EMAIL_CHANGE_APPROVED', 'hi', { email: 'a@b.in' })).toBe(
      'आपका ई-मेल पता अब a@b.in है',
    );
  });

  it("gives a Location Lead the Saarthi's number, the profile as its target (issue 13)", () => {
    expect(notificationTarget('SAARTHI_HELP', 0)).toEqual({ path: '/profile' });
    const vars = {
      saarthi_name: 'Sunil Yadav',
      saarthi_contact: '9000000002',
      district_en: 'Lucknow',
      district_hi: 'लखनऊ',
    };
    expect(notificationText('SAARTHI_HELP', 'hi', vars)).toBe(
      'Sunil Yadav, लखनऊ के काम-काज सारथी, आपकी प्रोफ़ाइल पूरी करने में मुफ़्त मदद कर सकते हैं। 9000000002 पर फ़ोन या WhatsApp करें।',
    );
  });

  it('tells a hire of the joining the employer noted, in both languages (issue 14 item 16)', () => {
    expect(notificationTarget('JOB_JOINED', 0)).toEqual({ path: '/dashboard', tab: 3 });
    expect(notificationTarget('JOB_NOT_JOINED', 0)).toEqual({ path: '/dashboard', tab: 3 });
    const vars = { job_title: 'Driver', company_name: 'Sharma Logistics' };
    expect(notificationText('JOB_JOINED', 'en', vars)).toBe(
      'Sharma Logistics has noted that you joined as Driver. Best wishes for your new work!',
    );
    expect(notificationText('JOB_NOT_JOINED', 'hi', vars)).toBe(
      'Sharma Logistics ने दर्ज किया है कि आपने Driver का काम शुरू नहीं किया। अगर यह गलत है, तो कंपनी को फ़ोन करें।',
    );
  });

  it('opens the invited job for a seeker (issue 14 item 12), the feed when the id is missing', () => {
    expect(notificationTarget('JOB_INVITE', 0, { job_id: 'job 1' })).toEqual({
      path: '/job?id=job%201',
    });
    expect(notificationTarget('JOB_INVITE', 0, {})).toEqual({ path: '/jobs' });
    expect(notificationTarget('JOB_INVITE', 2, { job_id: 'j' })).toBeNull();
    const vars = { job_title: 'Driver', company_name: 'Sharma Logistics' };
    expect(notificationText('JOB_INVITE', 'en', vars)).toBe(
      'Sharma Logistics invites you to apply for Driver. Open the job to apply.',
    );
    expect(notificationText('JOB_INVITE', 'hi', vars)).toBe(
      'Sharma Logistics ने आपको Driver की नौकरी के लिए आवेदन करने का न्योता भेजा है। नौकरी खोलकर आवेदन करें।',
    );
  });

  it('goes nowhere for the denied and not-shortlisted events', () => {
    for (const role of [0, 2]) {
      expect(notificationTarget('INTERVIEW_NOT_SHORTLISTED', role)).toBeNull();
      expect(notificationTarget('INTERVIEW_DENIED', role)).toBeNull();
    }
    expect(notificationTarget('SOMETHING_ELSE', 0)).toBeNull();
  });

  it('has a text in both languages for every type', () => {
    for (const type of NOTIFICATION_TYPES) {
      const vars = { job_title: 'Driver', company_name: 'Sharma Logistics', seeker_name: 'Ravi' };
      expect(notificationText(type, 'en', vars)).toMatch(/[A-Za-z]/);
      expect(notificationText(type, 'hi', vars)).toMatch(/[\u0900-\u097F]/);
    }
    expect(
      notificationText('JOB_HIRED', null, { job_title: 'Driver', company_name: 'Sharma' }),
    ).toBe('Congratulations! You are hired for Driver at Sharma');
    expect(
      notificationText('INTERVIEW_SHORTLISTED', 'hi', {
        job_title: 'ड्राइवर',
        company_name: 'शर्मा',
      }),
    ).toBe('बधाई हो! आप शर्मा की ड्राइवर नौकरी के लिए शॉर्टलिस्ट हुए हैं');
  });

  it('writes interview dates and times readably', () => {
    const vars = {
      job_title: 'Driver',
      company_name: 'Sharma Logistics',
      date: '2026-11-22',
      start_time: '11.00',
    };
    expect(notificationText('INTERVIEW_CONFIRM', 'en', vars)).toBe(
      'Interview scheduled for Driver at Sharma Logistics on 22 Nov 2026 at 11:00 am',
    );
    expect(notificationText('INTERVIEW_CONFIRM', 'hi', vars)).toBe(
      'Sharma Logistics की Driver नौकरी का इंटरव्यू 22 नव॰ 2026 को सुबह 11:00 बजे तय हुआ है',
    );
  });

  it('maps an employer decision to the seeker notification', () => {
    expect(statusChangeNotification('Applied', 'Shortlisted')).toBe('INTERVIEW_SHORTLISTED');
    expect(statusChangeNotification('Rejected', 'Shortlisted')).toBe('INTERVIEW_SHORTLISTED');
    expect(statusChangeNotification('Applied', 'Rejected')).toBe('INTERVIEW_NOT_SHORTLISTED');
    expect(statusChangeNotification('Shortlisted', 'Rejected')).toBe('INTERVIEW_NOT_SHORTLISTED');
    expect(statusChangeNotification('Selected', 'Rejected')).toBe('JOB_NOT_HIRED');
    expect(statusChangeNotification('Selected', 'Hired')).toBe('JOB_HIRED');
    expect(statusChangeNotification('Shortlisted', 'Selected')).toBe('INTERVIEW_CONFIRM');
  });
});
