import { constants, crc32, deflateRawSync } from 'node:zlib';

/*
 * One gzip member (RFC 1952) joined from parts compressed apart, so that the unchanging parts of a
 * page are compressed once and only the parts that differ per request are compressed per request.
 *
 * Each part is raw deflate (RFC 1951) from a fresh compressor, ended with a full flush: its last
 * block is an empty stored block, so it ends on a byte boundary, and it refers to nothing before it
 * (no back-reference reaches into another part). Such parts can be laid end to end in any order and
 * the bytes are one valid deflate stream; the joined stream is closed with a final empty block, and
 * the gzip trailer carries the CRC-32 and the length of everything the parts hold. Because every
 * part ends flushed, each prefix of parts decodes as far as it goes: a page can be sent part by part.
 */

/** ID1 ID2, CM deflate, no flags, no time, no extra flags, OS unknown. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0xff]);
/** A fixed-Huffman block with BFINAL set that holds only its end-of-block code. */
const FINAL_EMPTY_BLOCK = Buffer.from([0x03, 0x00]);
const CRC_POLYNOMIAL = 0xedb88320;
/** A stored block holds at most this many bytes. */
const MAX_STORED = 0xffff;

/** What a part holds, compressed, with what the gzip trailer needs to know of it. */
export interface DeflatedPart {
  readonly bytes: Buffer;
  /** The CRC-32 of the uncompressed bytes. */
  readonly crc: number;
  /** The uncompressed length. */
  readonly length: number;
  /** x^(8·length) modulo the CRC polynomial: what moves a CRC past this part (zlib's crc32_combine_gen). */
  readonly shift: number;
}

/** `data` compressed on its own, to be joined with other parts (at the level a part sent many times deserves). */
export function deflatedPart(data: string | Buffer, level: number): DeflatedPart {
  const bytes = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
  return { bytes: deflateRawFlushed(bytes, level), crc: crc32(bytes), length: bytes.length, shift: crcShift(bytes.length) };
}

function deflateRawFlushed(bytes: Buffer, level: number): Buffer {
  // An empty part would still be an empty stored block: nothing is shorter.
  if (bytes.length === 0) return Buffer.alloc(0);
  return deflateRawSync(bytes, { level, finishFlush: constants.Z_FULL_FLUSH });
}

/** One gzip stream being joined: the header first, then parts in the order of the page, then the end. */
export class GzipJoin {
  #crc = 0;
  #length = 0;

  /** The gzip header: the first bytes of the stream. */
  start(): Buffer {
    return GZIP_HEADER;
  }

  /** A part compressed beforehand. */
  part(part: DeflatedPart): Buffer {
    this.#crc = (multiplyModP(part.shift, this.#crc) ^ part.crc) >>> 0;
    this.#length += part.length;
    return part.bytes;
  }

  /** Text of this request, compressed now at `level`. */
  text(text: string, level: number): Buffer {
    const bytes = Buffer.from(text, 'utf8');
    this.#crc = crc32(bytes, this.#crc);
    this.#length += bytes.length;
    return deflateRawFlushed(bytes, level);
  }

  /** Text of this request as it is, in stored blocks: for a few bytes, cheaper than starting a compressor. */
  stored(text: string): Buffer {
    const bytes = Buffer.from(text, 'utf8');
    this.#crc = crc32(bytes, this.#crc);
    this.#length += bytes.length;
    const blocks: Buffer[] = [];
    for (let at = 0; at < bytes.length; at += MAX_STORED) {
      const chunk = bytes.subarray(at, at + MAX_STORED);
      // BFINAL 0 and BTYPE 00 padded to the byte (the part before ended on one), LEN, NLEN.
      const header = Buffer.alloc(5);
      header.writeUInt16LE(chunk.length, 1);
      header.writeUInt16LE(~chunk.length & 0xffff, 3);
      blocks.push(header, chunk);
    }
    return Buffer.concat(blocks);
  }

  /** The final block and the trailer: CRC-32 and the length modulo 2^32, little-endian. */
  end(): Buffer {
    const trailer = Buffer.alloc(FINAL_EMPTY_BLOCK.length + 8);
    FINAL_EMPTY_BLOCK.copy(trailer);
    trailer.writeUInt32LE(this.#crc, FINAL_EMPTY_BLOCK.length);
    trailer.writeUInt32LE(this.#length % 2 ** 32, FINAL_EMPTY_BLOCK.length + 4);
    return trailer;
  }
}

/*
 * CRC-32 combination (zlib's crc32_combine): the CRC of A followed by B is the CRC of A multiplied
 * by x^(8·|B|) modulo the polynomial, plus the CRC of B. Polynomials are 32-bit words, reflected as
 * the CRC itself is (the highest bit is x^0).
 */

function multiplyModP(a: number, b: number): number {
  let product = 0;
  let m = 0x80000000;
  let factor = b >>> 0;
  for (;;) {
    if (a & m) {
      product ^= factor;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    factor = factor & 1 ? (factor >>> 1) ^ CRC_POLYNOMIAL : factor >>> 1;
  }
  return product >>> 0;
}

/** x^(2^n) modulo the polynomial, for n from 0 to 31. */
const X_TO_2N = ((): number[] => {
  const table: number[] = [];
  let p = 0x40000000; // x^1
  for (let n = 0; n < 32; n += 1) {
    table.push(p);
    p = multiplyModP(p, p);
  }
  return table;
})();

/** x^(8·length) modulo the polynomial. */
function crcShift(length: number): number {
  let p = 0x80000000; // x^0
  let n = length;
  // 8·length = length·2^3: start at x^(2^3).
  for (let k = 3; n > 0; k += 1, n = Math.floor(n / 2)) {
    if (n % 2 === 1) p = multiplyModP(X_TO_2N[k % 32] as number, p);
  }
  return p;
}
