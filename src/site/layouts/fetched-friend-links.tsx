import { friendLinks } from '#core/site/index.js';
import { useQuery } from '#widgets/data/use-query.js';
import { FriendLinks } from './site-footer.js';

/** The footer is not the page: when the links fail to load it simply shows none. */
export default function FetchedFriendLinks() {
  const links = useQuery(friendLinks()).data;
  return <FriendLinks links={Array.isArray(links) ? links : []} />;
}
