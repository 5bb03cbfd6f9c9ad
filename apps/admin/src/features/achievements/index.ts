// The public API of features/achievements: code outside this folder imports only from here.
export { CertificateProgramsAdmin } from './components/certificate-programs-admin';
export { IssuedCertificatesAdmin } from './components/issued-certificates-admin';
export { MedalsAdmin } from './components/medals-admin';
