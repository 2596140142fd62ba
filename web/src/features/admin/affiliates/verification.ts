/** Spec §2: an affiliate's status reads 'Unverified' when they have none. */
export function verificationLabel(verificationStatus: string | null | undefined): string {
  return verificationStatus === 'verified' ? 'Verified' : 'Unverified';
}
