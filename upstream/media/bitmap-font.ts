/**
 * A 5×7 bitmap font, so generated clips and photos carry their title without a font file: ffmpeg's
 * drawtext needs a TrueType font and fontconfig, which a fresh machine may not have. Upper case,
 * digits and the punctuation of the seed's titles; lower case is drawn as upper case and any other
 * character as "?".
 */

const GLYPH_WIDTH = 5;
const GLYPH_HEIGHT = 7;
/** Blank columns after each glyph and blank rows between lines, in font pixels. */
const LETTER_SPACING = 1;
const LINE_SPACING = 3;
/** A clear border around the text, so it reads on any background. */
const PADDING = 2;

// Each glyph is seven rows of five columns, '#' for ink.
const GLYPHS: Readonly<Record<string, string>> = {
  A: '.###. #...# #...# ##### #...# #...# #...#',
  B: '####. #...# #...# ####. #...# #...# ####.',
  C: '.###. #...# #.... #.... #.... #...# .###.',
  D: '####. #...# #...# #...# #...# #...# ####.',
  E: '##### #.... #.... ####. #.... #.... #####',
  F: '##### #.... #.... ####. #.... #.... #....',
  G: '.###. #...# #.... #.### #...# #...# .####',
  H: '#...# #...# #...# ##### #...# #...# #...#',
  I: '.###. ..#.. ..#.. ..#.. ..#.. ..#.. .###.',
  J: '..### ...#. ...#. ...#. ...#. #..#. .##..',
  K: '#...# #..#. #.#.. ##... #.#.. #..#. #...#',
  L: '#.... #.... #.... #.... #.... #.... #####',
  M: '#...# ##.## #.#.# #.#.# #...# #...# #...#',
  N: '#...# #...# ##..# #.#.# #..## #...# #...#',
  O: '.###. #...# #...# #...# #...# #...# .###.',
  P: '####. #...# #...# ####. #.... #.... #....',
  Q: '.###. #...# #...# #...# #.#.# #..#. .##.#',
  R: '####. #...# #...# ####. #.#.. #..#. #...#',
  S: '.#### #.... #.... .###. ....# ....# ####.',
  T: '##### ..#.. ..#.. ..#.. ..#.. ..#.. ..#..',
  U: '#...# #...# #...# #...# #...# #...# .###.',
  V: '#...# #...# #...# #...# #...# .#.#. ..#..',
  W: '#...# #...# #...# #.#.# #.#.# #.#.# .#.#.',
  X: '#...# #...# .#.#. ..#.. .#.#. #...# #...#',
  Y: '#...# #...# .#.#. ..#.. ..#.. ..#.. ..#..',
  Z: '##### ....# ...#. ..#.. .#... #.... #####',
  '0': '.###. #...# #..## #.#.# ##..# #...# .###.',
  '1': '..#.. .##.. ..#.. ..#.. ..#.. ..#.. .###.',
  '2': '.###. #...# ....# ...#. ..#.. .#... #####',
  '3': '##### ...#. ..#.. ...#. ....# #...# .###.',
  '4': '...#. ..##. .#.#. #..#. ##### ...#. ...#.',
  '5': '##### #.... ####. ....# ....# #...# .###.',
  '6': '..##. .#... #.... ####. #...# #...# .###.',
  '7': '##### ....# ...#. ..#.. .#... .#... .#...',
  '8': '.###. #...# #...# .###. #...# #...# .###.',
  '9': '.###. #...# #...# .#### ....# ...#. .##..',
  ' ': '..... ..... ..... ..... ..... ..... .....',
  '.': '..... ..... ..... ..... ..... .##.. .##..',
  ',': '..... ..... ..... ..... .##.. ..#.. .#...',
  "'": '..#.. ..#.. .#... ..... ..... ..... .....',
  '-': '..... ..... ..... .###. ..... ..... .....',
  '&': '.##.. #..#. #.#.. .#... #.#.# #..#. .##.#',
  '!': '..#.. ..#.. ..#.. ..#.. ..#.. ..... ..#..',
  '?': '.###. #...# ....# ...#. ..#.. ..... ..#..',
  ':': '..... .##.. .##.. ..... .##.. .##.. .....',
  '/': '..... ....# ...#. ..#.. .#... #.... .....',
  '(': '...#. ..#.. .#... .#... .#... ..#.. ...#.',
  ')': '.#... ..#.. ...#. ...#. ...#. ..#.. .#...',
  '#': '.#.#. .#.#. ##### .#.#. ##### .#.#. .#.#.',
  '+': '..... ..#.. ..#.. ##### ..#.. ..#.. .....',
};

function glyphOf(char: string): string {
  return GLYPHS[char] ?? GLYPHS['?'] ?? '';
}

/** Upper case ASCII without diacritics ("Café" → "CAFE"), one character per glyph; the rest becomes "?". */
export function printable(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^\x20-\x7e]/g, '?');
}

/** Splits `text` into lines of at most `width` characters, at spaces where it can. */
export function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    for (let rest = word; rest.length > 0; ) {
      const room = line === '' ? width : width - line.length - 1;
      if (rest.length <= room) {
        line = line === '' ? rest : `${line} ${rest}`;
        rest = '';
      } else if (line !== '') {
        lines.push(line);
        line = '';
      } else {
        lines.push(rest.slice(0, width));
        rest = rest.slice(width);
      }
    }
  }
  if (line !== '') lines.push(line);
  return lines;
}

export type Rgb = readonly [number, number, number];

/** One line of text in one colour; lines are centred under each other. */
export interface TextLine {
  text: string;
  color: Rgb;
}

/** Text drawn one font pixel per image pixel; ffmpeg scales it up (nearest neighbour) to the frame. */
export interface TextImage {
  width: number;
  height: number;
  /** A PAM image (RGB_ALPHA), which ffmpeg reads as it is: transparent except for the text and its shadow. */
  pam: Buffer;
}

/**
 * Draws `lines` into a transparent PAM image, one font pixel per image pixel, each letter with a
 * dark shadow one pixel down and right so it stays readable on a light background.
 */
export function renderText(lines: readonly TextLine[]): TextImage {
  const shown = lines.map((line) => ({ ...line, text: printable(line.text) }));
  const advance = GLYPH_WIDTH + LETTER_SPACING;
  const longest = Math.max(1, ...shown.map((line) => line.text.length));
  const width = longest * advance - LETTER_SPACING + 2 * PADDING + 1;
  const height = shown.length * (GLYPH_HEIGHT + LINE_SPACING) - LINE_SPACING + 2 * PADDING + 1;
  const pixels = Buffer.alloc(width * height * 4);
  const paint = (x: number, y: number, [r, g, b]: Rgb) => {
    const at = (y * width + x) * 4;
    pixels[at] = r;
    pixels[at + 1] = g;
    pixels[at + 2] = b;
    pixels[at + 3] = 255;
  };
  const SHADOW: Rgb = [0, 0, 0];
  for (const pass of ['shadow', 'ink'] as const) {
    shown.forEach((line, row) => {
      const left = PADDING + Math.floor(((longest - line.text.length) * advance) / 2);
      const top = PADDING + row * (GLYPH_HEIGHT + LINE_SPACING);
      for (let column = 0; column < line.text.length; column += 1) {
        glyphOf(line.text.charAt(column))
          .split(' ')
          .forEach((bits, y) => {
            for (let x = 0; x < bits.length; x += 1) {
              if (bits.charAt(x) !== '#') continue;
              const px = left + column * advance + x;
              const py = top + y;
              if (pass === 'shadow') paint(px + 1, py + 1, SHADOW);
              else paint(px, py, line.color);
            }
          });
      }
    });
  }
  const header = `P7\nWIDTH ${width}\nHEIGHT ${height}\nDEPTH 4\nMAXVAL 255\nTUPLTYPE RGB_ALPHA\nENDHDR\n`;
  return { width, height, pam: Buffer.concat([Buffer.from(header, 'ascii'), pixels]) };
}

/** "#e0457b" → [224, 69, 123]. */
export function rgbOf(hex: string): Rgb {
  const value = Number.parseInt(hex.replace(/^#/, ''), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}
