import { RequestScreen } from '../components/RequestScreen.tsx';

/** `/support-request`: a request to tech support. */
export default function SupportRequestScreen() {
  return <RequestScreen kind="tech-support" />;
}
