import { BLOG_SLUGS, PATHS } from '@kaamkaj/domain';
import type { ReactNode } from 'react';
import { loadDistrictData } from '../components/district-picker/use-district-data';
import { lazyScreen } from '../components/lazy-screen';
import { ByRole } from './by-role';

// Every route of spec 000 §2.1 and spec 001 §2, with the layout it renders in. The access rules
// live in domain ROUTES (guardRoute); route-table.test.ts checks both tables list the same paths.

/**
 * A screen whose cards name their districts: the district table comes with it, so no card is
 * drawn without its place and then moved by it.
 */
function withDistricts<T>(screen: Promise<T>): Promise<T> {
  return Promise.all([screen, loadDistrictData()]).then(([loaded]) => loaded);
}

export const load = {
  site: () => import('../features/site/landing-screen'),
  pages: () => import('../features/site/static-pages'),
  blog: () => import('../features/site/blog-screen'),
  seekerLogin: () => import('../features/auth/seeker-login-screen'),
  seekerOtp: () => import('../features/auth/seeker-otp-screen'),
  employerLogin: () => import('../features/auth/employer-login-screen'),
  employerOtp: () => import('../features/auth/employer-otp-screen'),
  referral: () => import('../features/auth/referral-screen'),
  settings: () => import('../features/settings/setting-screen'),
  basicDetail: () => import('../features/profile/onboarding/basic-detail-screen'),
  jobInterest: () => import('../features/profile/onboarding/job-interest-screen'),
  profile: () => import('../features/profile/my-profile/profile-screen'),
  editProfile: () => import('../features/profile/edit/edit-profile-screen'),
  placeholder: () => import('../features/placeholder/coming-soon-screen'),
  seekerPlans: () => import('../features/plans/seeker-plans-screen'),
  saarthiLogin: () => import('../features/auth/saarthi-login-screen'),
  community: () => import('../features/community/community-screen'),
  sharedVideo: () => import('../features/community/shared-video-screen'),
  saarthiDashboard: () => import('../features/saarthi/saarthi-dashboard-screen'),
  saarthiProfile: () => import('../features/saarthi/saarthi-profile-screen'),
  saarthiNewUser: () => import('../features/saarthi/new-user-screen'),
  saarthiSeeker: () => import('../features/saarthi/seeker-screen'),
  employerPlans: () => import('../features/plans/employer-plans-screen'),
  videoResume: () => import('../features/video-resume/video-resume-screen'),
  companyDetail: () => import('../features/company/company-detail/company-detail-screen'),
  employerProfile: () => import('../features/company/company-profile/employer-profile-screen'),
  recruiterEdit: () => import('../features/company/recruiter-edit/recruiter-edit-screen'),
  updateEmail: () => import('../features/company/update-email/update-email-screen'),
  companyVerification: () => import('../features/verification/company-verification-screen'),
  employerJobPost: () => import('../features/employer-jobs/post/employer-job-post-screen'),
  // the server renders it (issue 16 item 3): its cards' places drawn there and at hydration alike
  employerDashboard: () =>
    withDistricts(import('../features/employer-jobs/dashboard/employer-dashboard-screen')),
  admin: () => import('../features/admin/admin-screen'),
  seekerDashboard: () =>
    withDistricts(import('../features/seeker-dashboard/seeker-dashboard-screen')),
  jobPage: () => import('../features/job-page/job-screens'),
  // its answers name each job's district (district_name): no district table (issue 16 item 4)
  jobsFeed: () => import('../features/jobs-feed/jobs-screen'),
  scheduleInterview: () => import('../features/interviews/schedule-interview-screen'),
  notifications: () => import('../features/notifications/notifications-screen'),
  candidates: () => import('../features/candidates/candidates-screen'),
  applicants: () => import('../features/applicants/applicants-screen'),
  applicantProfile: () => import('../features/applicants/applicant-profile-screen'),
};

const Landing = lazyScreen(load.site, 'LandingScreen');
const About = lazyScreen(load.pages, 'AboutScreen');
const Privacy = lazyScreen(load.pages, 'PrivacyScreen');
const Terms = lazyScreen(load.pages, 'TermsScreen');
const Blog = lazyScreen(load.blog, 'BlogScreen');
const SeekerLogin = lazyScreen(load.seekerLogin, 'SeekerLoginScreen');
const SeekerOtp = lazyScreen(load.seekerOtp, 'SeekerOtpScreen');
const EmployerLogin = lazyScreen(load.employerLogin, 'EmployerLoginScreen');
const EmployerOtp = lazyScreen(load.employerOtp, 'EmployerOtpScreen');
const Referral = lazyScreen(load.referral, 'ReferralScreen');
const Setting = lazyScreen(load.settings, 'SettingScreen');
const BasicDetail = lazyScreen(load.basicDetail, 'BasicDetailScreen');
const JobInterest = lazyScreen(load.jobInterest, 'JobInterestScreen');
const Profile = lazyScreen(load.profile, 'ProfileScreen');
const EditProfile = lazyScreen(load.editProfile, 'EditProfileScreen');
const ComingSoon = lazyScreen(load.placeholder, 'ComingSoonScreen');
const SeekerPlans = lazyScreen(load.seekerPlans, 'SeekerPlansScreen');
const SaarthiLogin = lazyScreen(load.saarthiLogin, 'SaarthiLoginScreen');
const Community = lazyScreen(load.community, 'CommunityScreen');
const SharedVideo = lazyScreen(load.sharedVideo, 'SharedVideoScreen');
const SharedCommunity = lazyScreen(load.sharedVideo, 'SharedCommunityScreen');
const SaarthiDashboard = lazyScreen(load.saarthiDashboard, 'SaarthiDashboardScreen');
const SaarthiProfile = lazyScreen(load.saarthiProfile, 'SaarthiProfileScreen');
const SaarthiNewUser = lazyScreen(load.saarthiNewUser, 'NewUserScreen');
const SaarthiSeeker = lazyScreen(load.saarthiSeeker, 'SaarthiSeekerScreen');
const EmployerPlans = lazyScreen(load.employerPlans, 'EmployerPlansScreen');
const VideoResume = lazyScreen(load.videoResume, 'VideoResumeScreen');
const CompanyDetail = lazyScreen(load.companyDetail, 'CompanyDetailScreen');
const EmployerProfile = lazyScreen(load.employerProfile, 'EmployerProfileScreen');
const RecruiterEdit = lazyScreen(load.recruiterEdit, 'RecruiterEditScreen');
const UpdateEmail = lazyScreen(load.updateEmail, 'UpdateEmailScreen');
const CompanyVerification = lazyScreen(load.companyVerification, 'CompanyVerificationScreen');
const EmployerJobPost = lazyScreen(load.employerJobPost, 'EmployerJobPostScreen');
const EmployerDashboard = lazyScreen(load.employerDashboard, 'EmployerDashboardScreen');
const Admin = lazyScreen(load.admin, 'AdminScreen');
const SeekerDashboard = lazyScreen(load.seekerDashboard, 'SeekerDashboardScreen');
const SharedJob = lazyScreen(load.jobPage, 'SharedJobScreen');
const JobPage = lazyScreen(load.jobPage, 'JobScreen');
const JobsFeed = lazyScreen(load.jobsFeed, 'JobsScreen');
const ScheduleInterview = lazyScreen(load.scheduleInterview, 'ScheduleInterviewScreen');
const Notifications = lazyScreen(load.notifications, 'NotificationsScreen');
const Candidates = lazyScreen(load.candidates, 'CandidatesScreen');
const Applicants = lazyScreen(load.applicants, 'ApplicantsScreen');
const ApplicantProfile = lazyScreen(load.applicantProfile, 'ApplicantProfileScreen');

export type Layout = 'public' | 'auth' | 'app' | 'bare';
export type Screen = { path: string; layout: Layout; element: ReactNode };

const soon = (path: string, title: string): Screen => ({
  path,
  layout: 'app',
  element: <ComingSoon title={title} />,
});

export const SCREENS: readonly Screen[] = [
  { path: PATHS.home, layout: 'public', element: <Landing /> },
  { path: PATHS.homepage, layout: 'public', element: <Landing /> },
  { path: PATHS.about, layout: 'public', element: <About /> },
  { path: PATHS.privacy, layout: 'public', element: <Privacy /> },
  { path: PATHS.terms, layout: 'public', element: <Terms /> },
  { path: PATHS.termsAlt, layout: 'public', element: <Terms /> },
  { path: PATHS.tc, layout: 'public', element: <Terms /> },
  ...BLOG_SLUGS.map(
    (slug): Screen => ({
      path: `/blogs/${slug}`,
      layout: 'public',
      element: <Blog slug={slug} />,
    }),
  ),
  { path: PATHS.sharedJob, layout: 'public', element: <SharedJob /> },
  { path: PATHS.sharedCommunity, layout: 'public', element: <SharedCommunity /> },
  { path: PATHS.sharedCommunityVideo, layout: 'public', element: <SharedVideo /> },
  { path: PATHS.seekerLogin, layout: 'auth', element: <SeekerLogin /> },
  { path: PATHS.seekerOtp, layout: 'auth', element: <SeekerOtp /> },
  { path: PATHS.recruiterLogin, layout: 'auth', element: <EmployerLogin /> },
  { path: PATHS.recruiterOtp, layout: 'auth', element: <EmployerOtp /> },
  { path: PATHS.otp, layout: 'auth', element: <EmployerOtp /> },
  { path: PATHS.saarthi, layout: 'auth', element: <SaarthiLogin /> },
  { path: PATHS.referral, layout: 'bare', element: <Referral /> },
  { path: PATHS.setting, layout: 'app', element: <Setting /> },
  { path: PATHS.basicDetail, layout: 'app', element: <BasicDetail /> },
  { path: PATHS.jobInterested, layout: 'app', element: <JobInterest /> },
  { path: PATHS.companyDetail, layout: 'app', element: <CompanyDetail /> },
  {
    path: PATHS.dashboard,
    layout: 'app',
    element: (
      <ByRole
        seeker={<SeekerDashboard />}
        employer={<EmployerDashboard />}
        saarthi={<SaarthiDashboard />}
      />
    ),
  },
  {
    path: PATHS.jobs,
    layout: 'app',
    element: <ByRole seeker={<JobsFeed />} employer={<EmployerJobPost />} />,
  },
  { path: PATHS.notification, layout: 'app', element: <Notifications /> },
  {
    path: PATHS.profile,
    layout: 'app',
    element: (
      <ByRole seeker={<Profile />} employer={<EmployerProfile />} saarthi={<SaarthiProfile />} />
    ),
  },
  { path: PATHS.editProfile, layout: 'app', element: <EditProfile /> },
  { path: PATHS.videoResume, layout: 'app', element: <VideoResume /> },
  {
    path: PATHS.choosePlan,
    layout: 'app',
    element: <ByRole seeker={<SeekerPlans />} employer={<EmployerPlans />} />,
  },
  { path: PATHS.community, layout: 'app', element: <Community /> },
  soon(PATHS.communityPhotos, 'screens.communityPhotos'),
  soon(PATHS.communityLive, 'screens.communityLive'),
  soon(PATHS.communityEvent, 'screens.communityEvent'),
  { path: PATHS.job, layout: 'app', element: <JobPage /> },
  { path: PATHS.recruiterEdit, layout: 'app', element: <RecruiterEdit /> },
  { path: PATHS.companyVerification, layout: 'app', element: <CompanyVerification /> },
  { path: PATHS.userApplied, layout: 'app', element: <Applicants /> },
  { path: PATHS.applicantProfile, layout: 'app', element: <ApplicantProfile /> },
  { path: PATHS.scheduleInterview, layout: 'app', element: <ScheduleInterview /> },
  { path: PATHS.candidates, layout: 'app', element: <Candidates /> },
  { path: PATHS.updateEmail, layout: 'app', element: <UpdateEmail /> },
  { path: PATHS.saarthiProfile, layout: 'app', element: <SaarthiProfile /> },
  { path: PATHS.saarthiNewUser, layout: 'app', element: <SaarthiNewUser /> },
  { path: PATHS.saarthiSeeker, layout: 'app', element: <SaarthiSeeker /> },
  { path: PATHS.admin, layout: 'app', element: <Admin /> },
];
