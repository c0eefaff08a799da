import { brand, type PageMetadata } from '@rcm/shared';

/** Every staff page's head: its title, and never in search results. */
export function staffMetadata(title: string): PageMetadata {
  return { title: `${title} | Staff | ${brand.companyName}`, description: `${brand.companyName}'s staff console.`, noindex: true };
}
