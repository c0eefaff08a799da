import { legalPageMetadata } from '../../components/legal-page-metadata';
import { privacyPolicy } from '../../content/privacy-policy';

export const metadata = legalPageMetadata(privacyPolicy);
