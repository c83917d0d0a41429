// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { commentView as comment } from '../support/comment-view.ts';

// The Actions client is Astro's (astro:actions), which only an Astro build resolves; nothing is sent here.
vi.mock('../../islands/comments/send.ts', () => ({ sendComments: {} }));
const { default: Comments } = await import('../../islands/comments/Comments.tsx');

const rights = { read: true, write: false, pin: false, remove: false, edit: false };
afterEach(cleanup);

describe("a comment's date, in browsing spec section 9's 'MMMM DD, YYYY' like every other date of the site", () => {
  it.each([
    ['en-US', '2026-11-23T08:00:00.000Z', 'November 23, 2026'],
    ['en-GB', '2026-11-23T08:00:00.000Z', 'November 23, 2026'],
    ['en-AU', '2026-03-04T23:59:00.000Z', 'March 04, 2026'],
  ])('in %s, a comment made at %s reads %s, and so does its reply', (locale, createdAt, shown) => {
    const reply = comment('2', { parentId: '1', createdAt, author: { id: 'demo-admin', displayName: 'Admin', badges: [], roles: [] } });
    render(<Comments videoId={7} locale={locale} rights={rights} initial={{ ok: true, page: { comments: [comment('1', { createdAt, replies: [reply] })], totalCount: 1, nextCursor: null } }} linked={null} />);
    const thread = screen.getByRole('list', { name: 'Comments' });
    const dates = within(thread).getAllByText(shown, { selector: 'time' });
    expect(dates).toHaveLength(2);
    expect(dates.map((date) => date.getAttribute('datetime'))).toEqual([createdAt, createdAt]);
  });
});
