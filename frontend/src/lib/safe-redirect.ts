/** Only same-site paths are followed after login ("/profil", not "//evil.example" or "https://..."). */
export function safeRedirect(target: string | undefined): string | undefined {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) {
    return undefined;
  }
  return target;
}
