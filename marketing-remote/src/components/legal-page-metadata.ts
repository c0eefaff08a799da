import { brand, type PageMetadata } from '@rcm/shared';
import type { LegalDocument } from '../content/legal-document';

export function legalPageMetadata(document: LegalDocument): PageMetadata {
  return { title: `${document.title} | ${brand.companyName}`, description: document.summary };
}
