import { describe, expect, it } from 'vitest';
import { filledSlots, slotted } from '../../src/holes/late-bound.ts';

describe('a value new on every answer (a recommId) is bound after the view is kept', () => {
  it('gives two answers that differ only in their recommIds the same props, and each its own values', () => {
    const answer = (id: string) => ({ videos: [{ slug: 'a', recommId: id }, { slug: 'b', recommId: id }], detail: { recommId: 'from-the-link' } });
    const [first, second] = [slotted(answer('11111111-aaaa')), slotted(answer('22222222-bbbb'))];
    expect(JSON.stringify(first.props)).toBe(JSON.stringify(second.props));
    expect(first.values).toEqual(['11111111-aaaa', 'from-the-link']);
    expect(second.values).toEqual(['22222222-bbbb', 'from-the-link']);
  });

  it("fills a view's slots with the page's own values, wherever the view wrote them", () => {
    const { props, values } = slotted({ recommId: 'abc-1' });
    const slot = (props as { recommId: string }).recommId;
    const html = `<a href="/videos/x?recommId=${slot}">x</a><x-island props="{&quot;recommId&quot;:&quot;${slot}&quot;}">`;
    expect(filledSlots(html, values)).toBe('<a href="/videos/x?recommId=abc-1">x</a><x-island props="{&quot;recommId&quot;:&quot;abc-1&quot;}">');
  });

  it.each([
    ['no recommId', { slug: 'a' }],
    ['a recommId that HTML or a URL would write otherwise', { recommId: 'a b&"<' }],
    ['a recommId that is not a string', { recommId: null }],
  ])('leaves props with %s as they are', (_case, props) => {
    expect(slotted(props).values).toEqual([]);
    expect(slotted(props).props).toBe(props);
  });

  it('leaves what is not plain data (a date) as it is', () => {
    const when = new Date(0);
    const { props } = slotted({ recommId: 'r1', when });
    expect((props as { when: Date }).when).toBe(when);
  });
});
