// hls.js ships one declaration file for all its builds; its light build's export has none of its own.
declare module 'hls.js/light' {
  export { default } from 'hls.js';
}
