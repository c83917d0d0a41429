import { describe, expect, it } from 'vitest';
import { safeDescriptionHtml } from '../../src/catalogue/description-html.ts';

describe("a video's descriptionHtml, made safe at the catalogue's boundary", () => {
  it.each([
    ['paragraphs and emphasis', '<p>Night <strong>falls</strong>.</p><p><em>Soft</em> light.</p>', '<p>Night <strong>falls</strong>.</p><p><em>Soft</em> light.</p>'],
    ['a list', '<ul><li>One</li><li>Two</li></ul>', '<ul><li>One</li><li>Two</li></ul>'],
    ['a link, marked as not endorsed', '<a href="https://example.com/x" onclick="steal()">more</a>', '<a href="https://example.com/x" rel="nofollow noopener">more</a>'],
    ['a script', '<p>Hi</p><script>alert(1)</script>', '<p>Hi</p>'],
    ['a link with a rel of its own', '<a href="https://example.com/x" rel="me">more</a>', '<a href="https://example.com/x" rel="nofollow noopener">more</a>'],
    ['a javascript: link', '<a href="javascript:alert(1)">x</a>', '<a rel="nofollow noopener">x</a>'],
    ['a style and an image', '<style>body{}</style><img src=x onerror=alert(1)><p>ok</p>', '<p>ok</p>'],
    ['an inline handler and style on an allowed tag', '<p style="color:red" onmouseover="x()">ok</p>', '<p>ok</p>'],
    ['a frame', '<iframe src="https://evil.test"></iframe>text', 'text'],
    ['text with markup characters, kept as text', '5 &lt; 6 &amp; "quotes"', '5 &lt; 6 &amp; "quotes"'],
  ])('keeps what is safe of %s', (_case, html, safe) => {
    expect(safeDescriptionHtml(html)).toBe(safe);
  });
});
