import { ReplayPage } from '../replay-play.js';

export default function WrongbookPlayPage() {
  return <ReplayPage book="wrongbook" />;
}
