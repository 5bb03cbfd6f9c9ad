// The public API of features/audit-log: code outside this folder imports only from here.
export { AuditLogView } from './components/audit-log-view';
