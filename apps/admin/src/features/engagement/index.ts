// The public API of features/engagement: code outside this folder imports only from here.
export { AiRepSettingsView } from './components/ai-rep-settings-view';
export { BroadcastsView } from './components/broadcasts-view';
export { ContactSettingsView } from './components/contact-settings-view';
export { DrugSafetyView } from './components/drug-safety-view';
export { PopoversAdminView } from './components/popovers-admin-view';
export { QuestionsAdminView } from './components/questions-admin-view';
