// The public API of features/contact: code outside this folder imports only from here.
export { AiRepEntry } from './components/ai-rep-entry';
export { ContactCard } from './components/contact-card';
