import { LoadingScreen } from '../../components/LoadingScreen.js';

export default function HomePage() {
  return <LoadingScreen label="Loading lottery analysis..." />;
}
