import { CONTACT_PATHS, type ContactInfo } from '@ia/shared';
import { useQuery } from '@tanstack/react-query';
import { apiClient, unwrapData } from '../../../lib/api-client';

/** GET assistants/info: the assistant's contact, QR code, hotline and hours. */
export function useContactInfo() {
  return useQuery({
    queryKey: ['contact-info'],
    queryFn: () => unwrapData(apiClient.get<ContactInfo>(CONTACT_PATHS.info)),
    staleTime: 5 * 60_000,
  });
}
