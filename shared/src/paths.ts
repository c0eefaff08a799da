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
