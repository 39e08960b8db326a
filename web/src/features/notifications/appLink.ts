/** A notification's link when it is a path of this app ("/dashboard?defaultTab=2"); anything else opens nothing. */
export function appPath(link: string): string | null {
  return link.startsWith('/') && !link.startsWith('//') && !link.includes('\\') ? link : null;
}
