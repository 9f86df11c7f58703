import { afterEach, describe, expect, it } from 'vitest';
import { Route, Router, Switch, useLocation, useRouter } from 'wouter';
import { baseLocation } from '#site/shell/base-location.js';
import { flush, render, unmountAll } from './harness.js';

function Where({ name }: { name: string }) {
  const [location] = useLocation();
  const { base } = useRouter();
  return <p>{`${name} base=${base} location=${location}`}</p>;
}

const tree = (hook: ReturnType<typeof baseLocation>['hook']) => (
  <Router hook={hook}>
    <Switch>
      <Route path="/courses">
        <Where name="courses" />
      </Route>
      <Route path="/member" nest>
        <Route path="/orders">
          <Where name="orders" />
        </Route>
      </Route>
      <Route>
        <Where name="other" />
      </Route>
    </Switch>
  </Router>
);

afterEach(() => {
  unmountAll();
  history.replaceState(null, '', '/');
});

describe('the site’s router under a base path', () => {
  it('matches routes, nested ones included, on the path below the base', async () => {
    history.replaceState(null, '', '/learn/member/orders?page=2');
    const el = render(tree(baseLocation('/learn').hook));
    await flush();
    // A nested route's base is the site's own path, as at the root.
    expect(el.textContent).toBe('orders base=/member location=/orders');
  });

  it('navigates to a path of the site by writing the browser’s path', async () => {
    history.replaceState(null, '', '/learn/');
    const location = baseLocation('/learn');
    const el = render(tree(location.hook));
    await flush();
    expect(el.textContent).toBe('other base= location=/');
    location.navigate('/courses');
    await flush();
    expect(window.location.pathname).toBe('/learn/courses');
    expect(el.textContent).toBe('courses base= location=/courses');
    location.navigate('/member/orders', { replace: true });
    await flush();
    expect(window.location.pathname).toBe('/learn/member/orders');
    expect(history.length).toBeGreaterThan(0);
    expect(el.textContent).toBe('orders base=/member location=/orders');
  });

  it('is the browser’s own location at the root', async () => {
    history.replaceState(null, '', '/courses');
    const location = baseLocation('');
    const el = render(tree(location.hook));
    await flush();
    expect(el.textContent).toBe('courses base= location=/courses');
    location.navigate('/member/orders');
    await flush();
    expect(window.location.pathname).toBe('/member/orders');
  });
});
