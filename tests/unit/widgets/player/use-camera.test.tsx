import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useCamera, type Camera } from '#widgets/player/index.js';
import { deferred, type Deferred } from '../../support/async.js';
import { render, ticks, type Rendered } from '../ui/dom.js';

/**
 * The browser's camera, answered by the test: each getUserMedia waits for `grant()` (a real
 * MediaStream with a live video track) or `deny(name)` (a DOMException as browsers reject).
 */
function fakeCamera() {
  const asked: MediaStreamConstraints[] = [];
  const pending: Array<Deferred<MediaStream>> = [];
  const streams: MediaStream[] = [];
  const getUserMedia = (constraints: MediaStreamConstraints) => {
    asked.push(constraints);
    const answer = deferred<MediaStream>();
    pending.push(answer);
    return answer.promise;
  };
  return {
    asked,
    streams,
    mediaDevices: { getUserMedia },
    async grant() {
      const stream = document.createElement('canvas').captureStream();
      // happy-dom's MediaStream has getVideoTracks and getAudioTracks but not the browsers' getTracks.
      stream.getTracks ??= () => [...stream.getAudioTracks(), ...stream.getVideoTracks()];
      streams.push(stream);
      pending.shift()!.resolve(stream);
      await ticks();
    },
    async deny(name: string) {
      pending.shift()!.reject(new DOMException('camera', name));
      await ticks();
    },
    live: () => streams.flatMap((s) => s.getTracks()).filter((t) => t.readyState === 'live').length,
  };
}

let camera: ReturnType<typeof fakeCamera>;
let view: Rendered | undefined;
/** Installs `devices` as navigator.mediaDevices (undefined: a browser without camera access). */
function devices(value: unknown) {
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value });
}
beforeEach(() => {
  camera = fakeCamera();
  devices(camera.mediaDevices);
});
afterEach(async () => {
  await view?.unmount();
  view = undefined;
  delete (navigator as { mediaDevices?: unknown }).mediaDevices;
});

/** A page with the camera and its preview, handing the hook to the test. */
async function mount(withPreview = true) {
  const ref: { current: Camera } = {} as { current: Camera };
  function Page() {
    const c = useCamera();
    ref.current = c;
    return withPreview ? <video ref={c.preview} data-state={c.state} /> : <p data-state={c.state} />;
  }
  view = await render(<Page />);
  const video = () => view!.container.querySelector('video');
  return { cam: () => ref.current, video };
}

describe('useCamera', () => {
  it('asks nothing before start; then asks for the front camera and shows it in the preview', async () => {
    const { cam, video } = await mount();
    expect(cam().state).toBe('unasked');
    expect(camera.asked).toHaveLength(0);

    void cam().start();
    await ticks();
    expect(cam().state).toBe('asking');
    expect(camera.asked).toEqual([{ audio: false, video: { facingMode: 'user', width: 640 } }]);
    await camera.grant();
    expect(cam().state).toBe('on');
    expect(video()!.srcObject).toBe(camera.streams[0]);
    expect(camera.live()).toBe(1);
  });

  it('shows the picture in a preview mounted after the camera came on', async () => {
    const { cam } = await mount(false);
    void cam().start();
    await camera.grant();
    const late = document.createElement('video');
    cam().preview(late);
    expect(late.srcObject).toBe(camera.streams[0]);
  });

  it('tells a refusal (denied, or not allowed on this page) from a missing camera', async () => {
    const { cam } = await mount();
    for (const [name, state] of [
      ['NotAllowedError', 'refused'],
      ['SecurityError', 'refused'],
      ['NotFoundError', 'missing'],
      ['NotReadableError', 'missing'],
    ] as const) {
      void cam().start();
      await camera.deny(name);
      expect(cam().state, name).toBe(state);
    }
  });

  it('is missing at once, asking nothing, where the browser gives no camera access (plain http)', async () => {
    devices(undefined);
    const { cam } = await mount();
    await cam().start();
    await ticks();
    expect(cam().state).toBe('missing');
    expect(camera.asked).toHaveLength(0);
  });

  it('records that the learner went on without it', async () => {
    const { cam } = await mount();
    cam().decline();
    await ticks();
    expect(cam().state).toBe('declined');
    expect(camera.asked).toHaveLength(0);
  });

  it('stop switches the camera off and clears the preview; a refusal stays told', async () => {
    const { cam, video } = await mount();
    void cam().start();
    await camera.grant();
    cam().stop();
    await ticks();
    expect(camera.live()).toBe(0);
    expect(video()!.srcObject).toBeNull();
    expect(cam().state).toBe('unasked');

    void cam().start();
    await camera.deny('NotAllowedError');
    cam().stop();
    await ticks();
    expect(cam().state).toBe('refused');
  });

  it('switches the camera off when the page goes away', async () => {
    const { cam } = await mount();
    void cam().start();
    await camera.grant();
    expect(camera.live()).toBe(1);
    await view!.unmount();
    view = undefined;
    expect(camera.live()).toBe(0);
  });

  it('asking again releases the previous camera first', async () => {
    const { cam } = await mount();
    void cam().start();
    await camera.grant();
    void cam().start();
    await ticks();
    expect(camera.live()).toBe(0);
    await camera.grant();
    expect(camera.live()).toBe(1);
  });

  it('has no photo to take without a picture', async () => {
    const { cam } = await mount();
    expect(await cam().capture()).toBeNull();
    void cam().start();
    await camera.grant();
    // The preview has no frame yet (videoWidth 0).
    expect(await cam().capture()).toBeNull();
  });
});
