import { LegalPage } from '../../components/legal-page';
import { privacyPolicy } from '../../content/privacy-policy';

export default function PrivacyPage() {
  return <LegalPage document={privacyPolicy} />;
}
