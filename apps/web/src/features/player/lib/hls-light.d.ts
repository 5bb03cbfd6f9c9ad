// hls.js ships its light build (no subtitles, alternate audio or DRM, which contents do not use)
// without a declaration file of its own; its API is the full build's.
declare module 'hls.js/light' {
  import Hls from 'hls.js';
  export default Hls;
}
