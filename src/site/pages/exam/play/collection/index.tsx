import { ReplayPage } from '../replay-play.js';

export default function CollectionPlayPage() {
  return <ReplayPage book="collection" />;
}
