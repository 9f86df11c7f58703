import { useCallback, useEffect, useRef, useState } from 'react';
import type { CameraState } from '#core/player/index.js';

/** Photos are taken at most this wide: enough to recognise a face, far under the 1 MB upload limit. */
const PHOTO_WIDTH = 640;

export interface Camera {
  state: CameraState;
  /** Asks the browser for the camera (the learner pressed 开启摄像头). */
  start(): Promise<void>;
  /** The learner chose to go on without it (allowed when the camera is not required). */
  decline(): void;
  /** Switches the camera off (its light goes out); `state` goes back to unasked. */
  stop(): void;
  /** A JPEG of the current camera picture, or null when there is none. */
  capture(): Promise<Blob | null>;
  /** Ref of the live preview element. */
  preview(el: HTMLVideoElement | null): void;
}

/**
 * The learner's camera for learning photos. Nothing is asked before `start` (the page shows its
 * notice first); the camera is switched off when the component goes away.
 */
export function useCamera(): Camera {
  const [state, setState] = useState<CameraState>('unasked');
  const stream = useRef<MediaStream | null>(null);
  const view = useRef<HTMLVideoElement | null>(null);

  const show = (el: HTMLVideoElement | null) => {
    if (!el) return;
    el.srcObject = stream.current;
    if (stream.current) el.play().catch(() => {});
  };

  const release = useCallback(() => {
    stream.current?.getTracks().forEach((track) => track.stop());
    stream.current = null;
    if (view.current) view.current.srcObject = null;
  }, []);

  useEffect(() => release, [release]);

  const start = useCallback(async () => {
    const media = typeof navigator !== 'undefined' ? navigator.mediaDevices : undefined;
    if (!media?.getUserMedia) return setState('missing');
    setState('asking');
    try {
      release();
      stream.current = await media.getUserMedia({ audio: false, video: { facingMode: 'user', width: 640 } });
      show(view.current);
      setState('on');
    } catch (error) {
      const name = (error as { name?: string })?.name;
      setState(name === 'NotAllowedError' || name === 'SecurityError' ? 'refused' : 'missing');
    }
  }, [release]);

  const capture = useCallback(async (): Promise<Blob | null> => {
    const el = view.current;
    if (!el || !stream.current || !el.videoWidth) return null;
    const scale = Math.min(1, PHOTO_WIDTH / el.videoWidth);
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(el.videoWidth * scale);
    canvas.height = Math.round(el.videoHeight * scale);
    canvas.getContext('2d')?.drawImage(el, 0, 0, canvas.width, canvas.height);
    return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.85));
  }, []);

  return {
    state,
    start,
    decline: useCallback(() => setState('declined'), []),
    stop: useCallback(() => {
      release();
      setState((s) => (s === 'on' ? 'unasked' : s));
    }, [release]),
    capture,
    preview: useCallback((el: HTMLVideoElement | null) => {
      view.current = el;
      show(el);
    }, []),
  };
}
