// The public API of features/drug-safety: code outside this folder imports only from here.
export { AdverseEventForm } from './components/adverse-event-form';
