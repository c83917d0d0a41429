import { mkdir, readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { renderText, rgbOf, wrap, type TextImage } from './bitmap-font.ts';
import { runFfmpeg } from './ffmpeg.ts';
import type { Rendition } from './qualities.ts';

/**
 * The recipes of the generated media, each one ffmpeg run: a clip is the brand's background, a
 * box in the brand colour sweeping across, a progress bar filling along the bottom and the title in
 * the bitmap font; photos are stills of the same picture, portrait.
 */

/** Seconds per clip, frames per second: enough to see it move and to seek, as little as plays. */
export const CLIP_SECONDS = 4;
export const CLIP_FPS = 12;
/** One keyframe a second, so the HLS segments (and seeks) fall on whole seconds. */
const KEYFRAME_EVERY = CLIP_FPS;
export const HLS_SEGMENT_SECONDS = 2;
/** The longest title line, in characters, before it wraps. */
const TITLE_WIDTH = 20;
const TITLE_LINES = 3;

export interface Look {
  title: string;
  /** The second line: quality, "TRAILER" or "PHOTO", and the brand. */
  caption: string;
  theme: { primary: string; accent: string; background: string; text: string };
}

function captionImage(look: Look): TextImage {
  const lines = wrap(look.title, TITLE_WIDTH).slice(0, TITLE_LINES);
  return renderText([
    ...lines.map((text) => ({ text, color: rgbOf(look.theme.text) })),
    { text: '', color: rgbOf(look.theme.text) },
    { text: look.caption, color: rgbOf(look.theme.accent) },
  ]);
}

/** The filter graph of one frame size: inputs 0 background, 1 box, 2 bar, 3 the caption image. */
function picture(width: number, height: number, seconds: number, text: TextImage): string {
  const scale = Math.max(1, Math.floor(Math.min((width * 0.84) / text.width, (height * 0.5) / text.height)));
  const span = Math.max(1, seconds);
  return [
    `[3:v]scale=${text.width * scale}:${text.height * scale}:flags=neighbor[caption]`,
    `[0:v][1:v]overlay=x='(W-w)*(0.5+0.5*sin(2*PI*t/${span}))':y='H*0.08'[moving]`,
    `[moving][2:v]overlay=x='-W+W*(t+1/${CLIP_FPS})/${span}':y='H-h'[progress]`,
    `[progress][caption]overlay=x='(W-w)/2':y='(H-h)/2+H*0.06',format=yuv420p[out]`,
  ].join(';');
}

function sources(look: Look, width: number, height: number, rate: number, seconds: number): string[] {
  const color = (hex: string, w: number, h: number) => ['-f', 'lavfi', '-i', `color=c=${hex.replace('#', '0x')}:s=${w}x${h}:r=${rate}:d=${seconds}`];
  const even = (n: number) => Math.max(2, Math.round(n / 2) * 2);
  return [
    ...color(look.theme.background, width, height),
    ...color(look.theme.primary, even(width / 5), even(height / 5)),
    ...color(look.theme.accent, width, even(height / 40)),
    '-f', 'pam_pipe', '-i', 'pipe:0',
  ];
}

/** An H.264 MP4 of the rendition's size, moov first (faststart) so a player starts before the end. */
export async function renderClip(look: Look, rendition: Rendition, out: string, seconds = CLIP_SECONDS): Promise<void> {
  const text = captionImage(look);
  await runFfmpeg(
    [
      ...sources(look, rendition.width, rendition.height, CLIP_FPS, seconds),
      '-filter_complex', picture(rendition.width, rendition.height, seconds, text),
      '-map', '[out]', '-t', String(seconds),
      '-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'stillimage',
      '-b:v', `${rendition.kbps}k`, '-maxrate', `${rendition.kbps * 2}k`, '-bufsize', `${rendition.kbps * 4}k`,
      '-g', String(KEYFRAME_EVERY), '-keyint_min', String(KEYFRAME_EVERY), '-sc_threshold', '0',
      '-pix_fmt', 'yuv420p', '-movflags', '+faststart', '-an', '-f', 'mp4', out,
    ],
    text.pam,
  );
}

/** The MP4 cut into MPEG-TS segments with their media playlist (`index.m3u8`), without encoding again. */
export async function remuxHls(mp4: string, folder: string): Promise<void> {
  await mkdir(folder, { recursive: true });
  await runFfmpeg([
    '-i', mp4, '-c', 'copy', '-bsf:v', 'h264_mp4toannexb',
    '-f', 'hls', '-hls_time', String(HLS_SEGMENT_SECONDS), '-hls_playlist_type', 'vod',
    '-hls_segment_filename', join(folder, 'seg-%d.ts'), join(folder, 'index.m3u8'),
  ]);
}

/** `count` JPEG stills of one size, `01.jpg` … in `folder`, each a moment further along. */
export async function renderPhotos(look: Look, width: number, height: number, count: number, folder: string): Promise<void> {
  await mkdir(folder, { recursive: true });
  const text = captionImage(look);
  await runFfmpeg(
    [
      ...sources(look, width, height, 1, count),
      '-filter_complex', picture(width, height, count, text),
      '-map', '[out]', '-frames:v', String(count), '-q:v', '5', '-f', 'image2', '-start_number', '1', join(folder, '%02d.jpg'),
    ],
    text.pam,
  );
  const made = (await readdir(folder)).filter((name) => name.endsWith('.jpg'));
  if (made.length !== count) throw new Error(`ffmpeg made ${made.length} of ${count} photos in ${folder}`);
}

/** A master playlist naming each variant's media playlist, `query` (the token) carried on. */
export function masterPlaylist(variants: readonly { name: string; rendition: Rendition }[], query: string): string {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:3'];
  for (const { name, rendition } of variants) {
    lines.push(`#EXT-X-STREAM-INF:BANDWIDTH=${rendition.kbps * 1000 * 2},RESOLUTION=${rendition.width}x${rendition.height}`, `${name}/index.m3u8${query}`);
  }
  return `${lines.join('\n')}\n`;
}

/** A media playlist with `query` (the token) added to every segment's URI. */
export async function tokenedPlaylist(file: string, query: string): Promise<string> {
  const text = await readFile(file, 'utf8');
  return text
    .split('\n')
    .map((line) => (line === '' || line.startsWith('#') ? line : `${line}${query}`))
    .join('\n');
}
