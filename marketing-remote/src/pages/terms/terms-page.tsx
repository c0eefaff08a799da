import { LegalPage } from '../../components/legal-page';
import { termsOfService } from '../../content/terms-of-service';

export default function TermsPage() {
  return <LegalPage document={termsOfService} />;
}
