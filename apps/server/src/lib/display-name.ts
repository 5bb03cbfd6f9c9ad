/**
 * The name a comment or answer shows: the user's name, or 医生 with the last digits of the id
 * masked in when there is none. Contact details and WeChat identities are never shown.
 */
export function displayName(userId: number, name: string | null | undefined): string {
  const trimmed = name?.trim();
  if (trimmed) return trimmed;
  return `医生**${String(userId % 100).padStart(2, '0')}`;
}
