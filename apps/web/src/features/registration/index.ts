// The public API of features/registration: code outside this folder imports only from here.
export { MemberRegisterForm } from './components/member-register-form';
export { StaffRegisterForm } from './components/staff-register-form';
export { WelcomeCard } from './components/welcome-card';
