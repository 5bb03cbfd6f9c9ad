// The public API of features/profile: code outside this folder imports only from here.
export { InformationView } from './components/information-view';
export { MemberProfileForm } from './components/member-profile-form';
export { StaffProfileForm } from './components/staff-profile-form';
