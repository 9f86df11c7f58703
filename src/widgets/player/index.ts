export { VideoPlayer, PlayerNotice, PlayerFrame, playerAction, type VideoPlayerProps } from './video-player.js';
export { useCamera, type Camera } from './use-camera.js';
