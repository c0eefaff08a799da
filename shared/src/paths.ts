/** The site's paths, named once so links and the shell's route table agree. */
export const paths = {
  home: '/',
  about: '/about',
  services: '/services',
  contact: '/contact',
  privacy: '/privacy',
  terms: '/terms',
  login: '/login',
  profile: '/profile',
  insight: (slug: string) => `/insights/${slug}`,
} as const;

/** Every page at a fixed path, for checks that visit them all (tests, benchmarks, screenshots). */
export const pagePaths: readonly string[] = Object.values<string | ((slug: string) => string)>(paths).filter((path) => typeof path === 'string');
