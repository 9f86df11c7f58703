// Preact runs passive effects after the next animation frame (React flushes them sooner); the
// component tests let a macrotask pass between steps, so effects are queued on one here.
import { options } from 'preact';

(options as { requestAnimationFrame?: (cb: () => void) => void }).requestAnimationFrame = (cb) => setTimeout(cb, 0);
