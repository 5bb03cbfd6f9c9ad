// The public API of features/certification: code outside this folder imports only from here.
export { BindStepView } from './components/bind-step-view';
export { CertificationForm } from './components/certification-form';
export { CertificationStatusView } from './components/certification-status-view';
