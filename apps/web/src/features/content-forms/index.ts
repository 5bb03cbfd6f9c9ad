// The public API of features/content-forms: code outside this folder imports only from here.
export { useContentForm } from './api/content-form';
export { ContentFormEntry, ContentFormSheet } from './components/content-form';
export { default as contentFormsStyles } from './components/content-forms.module.css';
