// Why: a page's metadata travels with its module, so the head follows whichever release rendered the page.
import { notFoundMetadata, resolvePageMetadata, type RemotePageModule } from '@rcm/shared';
import { useParams } from '@rcm/shared/routing';
import type { ComponentType } from 'react';
import { PageHead } from '../head/page-head';

const withHeads = new WeakMap<RemotePageModule, ComponentType>();

/** The page's component together with its `<head>` elements (one component per module, kept). */
export function pageWithHead(page: RemotePageModule): ComponentType {
  let component = withHeads.get(page);
  if (!component) {
    const Page = page.default;
    component = function PageWithHead() {
      const metadata = resolvePageMetadata(page.metadata, useParams());
      return (
        <>
          <PageHead metadata={metadata ?? notFoundMetadata} />
          <Page />
        </>
      );
    };
    withHeads.set(page, component);
  }
  return component;
}
