import { legalPageMetadata } from '../../components/legal-page-metadata';
import { termsOfService } from '../../content/terms-of-service';

export const metadata = legalPageMetadata(termsOfService);
