import { insights } from '../../content/insights';
import { metadata as homeMetadata } from '../home/metadata';
import { metadata } from './metadata';

test('each article describes itself as an Article with its author and publication day, which the sitemap uses too (WEB-7)', () => {
  const first = insights[0]!;
  expect(first.published).toBe('October 14, 2026');
  expect(metadata({ slug: first.slug })).toMatchObject({
    type: 'article',
    modified: '2026-10-14',
    structuredData: {
      '@type': 'Article',
      headline: first.title,
      datePublished: '2026-10-14',
      author: { '@type': 'Organization', name: 'Clarity RCM billing team' },
    },
  });
  for (const insight of insights) expect(metadata({ slug: insight.slug })?.modified).toMatch(/^2026-\d\d-\d\d$/);
});

test('the home page describes the company as an Organization (WEB-7)', () => {
  expect(homeMetadata.structuredData).toMatchObject({ '@type': 'Organization', name: 'Clarity RCM', telephone: '+18005550142' });
});
