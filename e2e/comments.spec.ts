import { randomUUID } from 'node:crypto';
import { expect, test, type Browser, type Page } from '@playwright/test';
import type { DemoUserKind } from '../upstream/identity/demo-accounts.ts';
import { channelVideoPath } from '../src/routing/paths.ts';
import { watchConsole } from './support/console.ts';
import { catalogueVideos } from './support/catalogue.ts';
import { logIn } from './support/login.ts';
import { tenantUrl } from './support/ports.ts';
import { tenantGet } from './support/tour-pages.ts';
import { axe } from './support/axe.ts';

// aurora: member@, moderator@ and commenteditor@ (multisiteVP) may all comment there. Each test has a
// video of its own, and every text a fresh suffix: a retry must not meet its own first try's comments.
const TENANT = 'aurora';

/** The n-th video linked from the tenant's first listing page, found as a visitor would: in the HTML. */
async function videoPath(n: number): Promise<string> {
  const html = (await tenantGet(TENANT, '/videos')).text;
  const links = [...new Set([...html.matchAll(/href="(\/videos\/[a-z0-9-]+)"/g)].map((match) => match[1]!))];
  const link = links[n];
  if (!link) throw new Error(`fewer than ${n + 1} videos on ${TENANT}/videos`);
  return link;
}

const unique = (text: string) => `${text} ${randomUUID().slice(0, 8)}`;

/** The comment (a thread's `<li>`, or a reply's) whose own text is `text`. Its own buttons come before its replies'. */
const commentWith = (page: Page, text: string) => page.locator('[data-comment-body]', { hasText: text }).locator('xpath=..');

async function memberPage(browser: Browser, kind: DemoUserKind, path: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await logIn(page, TENANT, kind, path);
  // As a member would: scroll to the comments, which wakes the island (until then its controls are disabled).
  await page.getByRole('heading', { name: 'Comments', exact: true }).scrollIntoViewIfNeeded();
  return page;
}

async function post(page: Page, text: string): Promise<void> {
  await page.getByLabel('Add a comment').fill(text);
  await page.getByRole('button', { name: 'Post comment' }).click();
  await expect(commentWith(page, text)).toBeVisible();
}

async function expectAxeClean(page: Page, what: string): Promise<void> {
  const results = await axe(page, '[data-video-comments]');
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${what}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('a visitor on the static video page is asked to join, and gets no comments island', async ({ page }) => {
  const video = await videoPath(2);
  const html = (await tenantGet(TENANT, video)).text;
  expect(html).toContain('data-comments-join');
  expect(html).not.toMatch(/component-url="[^"]*Comments/);
  await page.goto(tenantUrl(TENANT, video));
  const section = page.locator('[data-video-comments]');
  await expect(section.getByRole('heading', { name: 'Comments' })).toBeVisible();
  await expect(section.getByRole('link', { name: 'Join now' })).toBeVisible();
});

test('a moderator pins and unpins a comment, a comment editor removes it, and a member is offered neither', async ({ browser }) => {
  // Three members log in through the identity provider, each in a browser of their own.
  test.setTimeout(90_000);
  const video = await videoPath(2);
  const text = unique('Pin this one, please');

  const member = await memberPage(browser, 'member', video);
  await post(member, text);
  await expect(commentWith(member, text).getByRole('button', { name: 'Pin', exact: true })).toHaveCount(0);
  await expect(commentWith(member, text).getByRole('button', { name: 'Remove' })).toHaveCount(0);

  // Moderators pin (membership spec section 6); removing is the comment editors' and admins'.
  const moderator = await memberPage(browser, 'moderator', video);
  const atModerator = commentWith(moderator, text);
  await expect(atModerator.getByRole('button', { name: 'Remove' })).toHaveCount(0);
  await atModerator.getByRole('button', { name: 'Pin', exact: true }).first().click();
  await expect(atModerator.locator('[data-comment-pinned-label]')).toHaveText('Pinned');
  await atModerator.getByRole('button', { name: 'Unpin' }).click();
  await expect(atModerator.locator('[data-comment-pinned-label]')).toHaveCount(0);
  await atModerator.getByRole('button', { name: 'Pin', exact: true }).first().click();
  await expect(atModerator.locator('[data-comment-pinned-label]')).toHaveText('Pinned');
  await expectAxeClean(moderator, `moderator on ${video}`);

  // Pinned for everyone, first in the list.
  await member.reload();
  await expect(member.locator('[data-comments] [data-comment]').first()).toHaveAttribute('data-pinned', 'true');
  await expect(member.locator('[data-comments] [data-comment]').first().locator('[data-comment-body]').first()).toHaveText(text);

  const editor = await memberPage(browser, 'commenteditor', video);
  await commentWith(editor, text).getByRole('button', { name: 'Remove' }).first().click();
  await expect(commentWith(editor, text)).toHaveCount(0);
  await member.reload();
  await expect(member.locator('[data-comments]')).toBeVisible();
  await expect(commentWith(member, text)).toHaveCount(0);
});

test("an admin edits a member's comment, shown as edited to everyone, and nobody else is offered Edit", async ({ browser }) => {
  test.setTimeout(90_000);
  const video = await videoPath(5);
  const text = unique('Typo in thsi one');
  const member = await memberPage(browser, 'member', video);
  await post(member, text);
  await expect(commentWith(member, text).getByRole('button', { name: 'Edit' })).toHaveCount(0);
  const moderator = await memberPage(browser, 'moderator', video);
  await expect(commentWith(moderator, text).getByRole('button', { name: 'Edit' })).toHaveCount(0);

  // Membership spec section 6: the admin group's comment edit actions.
  const author = await commentWith(member, text).locator('[data-comment-author]').first().textContent();
  const admin = await memberPage(browser, 'admin', video);
  await commentWith(admin, text).getByRole('button', { name: 'Edit' }).click();
  const box = admin.getByLabel(`Edit the comment of ${author ?? ''}`);
  await expect(box).toHaveValue(text);
  const fixed = text.replace('thsi', 'this');
  await box.fill(fixed);
  await admin.getByRole('button', { name: 'Save' }).click();
  await expect(commentWith(admin, fixed).getByText('(edited)')).toBeVisible();

  await member.reload();
  await expect(commentWith(member, fixed)).toBeVisible();
  await expect(commentWith(member, fixed).getByText('(edited)')).toBeVisible();
});

test('a member replies and votes once, a second vote is refused, the draft survives a reload, and a deep link opens the reply', async ({ browser }) => {
  test.setTimeout(90_000);
  const video = await videoPath(3);
  const question = unique('Who directed this scene?');
  const answer = unique('The credits say so below the video');

  const author = await memberPage(browser, 'multisite', video);
  await post(author, question);

  const member = await memberPage(browser, 'member', video);
  const logged = watchConsole(member);
  const thread = commentWith(member, question);
  await thread.getByRole('button', { name: 'Reply' }).first().click();
  const box = member.getByLabel('Reply to Multisite Member');
  await expect(box).toBeFocused();
  await box.fill(answer);
  await member.getByRole('button', { name: 'Post reply' }).click();
  await expect(commentWith(member, answer)).toBeVisible();

  const like = thread.locator('[data-comment-like]').first();
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(like).toHaveText('Like (1)');
  await like.click();
  await expect(thread.locator('[data-comment-message]').first()).toHaveText('Already liked/disliked comment');
  await thread.locator('[data-comment-dislike]').first().click();
  await expect(thread.locator('[data-comment-message]').first()).toHaveText('Already liked/disliked comment');
  await expect(like).toHaveText('Like (1)');

  // Saying the same thing twice is refused in the spec's words.
  const mine = unique('Lovely light in this one');
  await post(member, mine);
  await member.getByLabel('Add a comment').fill(mine);
  await member.getByRole('button', { name: 'Post comment' }).click();
  await expect(member.locator('[data-comment-form-message]').first()).toHaveText('You have already made that comment');
  await expect(commentWith(member, mine)).toHaveCount(1);

  // The draft is kept while typing: a reload finds it in the box.
  await member.getByLabel('Add a comment').fill('A thought I will finish later');
  await member.reload();
  await member.getByRole('heading', { name: 'Comments', exact: true }).scrollIntoViewIfNeeded();
  await expect(member.getByLabel('Add a comment')).toHaveValue('A thought I will finish later');

  // The deep link opens the page at the reply, highlighted and focused.
  const replyId = await commentWith(member, answer).getAttribute('data-comment');
  await member.goto(tenantUrl(TENANT, `${video}/comment/${replyId}`));
  const linked = member.locator('[data-highlighted]');
  await expect(linked).toHaveAttribute('data-comment', replyId!);
  await expect(linked).toContainText(answer);
  await expect(linked).toBeFocused();
  // The video's whole page, opened at the reply: its player and the member's rating are there too.
  await expect(member.locator('[data-video]')).toBeVisible();
  await expect(member.locator('[data-member-rating]')).toBeVisible();
  await expectAxeClean(member, `deep link ${video}/comment/${replyId}`);
  // Browsing spec section 2: "Invalid slug gives not-found."
  expect((await member.goto(tenantUrl(TENANT, `/videos/no-such-video/comment/${replyId}`)))?.status()).toBe(404);
  expect(logged.messages.filter((message) => /hydrat|uncaught/i.test(message))).toEqual([]);
});

test("a comment's author is notified of a reply and a like, follows one to the comment, and marks them read", async ({ browser }) => {
  test.setTimeout(90_000);
  const video = await videoPath(4);
  const question = unique('Tell me if anyone answers');
  const answer = unique('Someone answers');

  const author = await memberPage(browser, 'moderator', video);
  await post(author, question);

  const member = await memberPage(browser, 'member', video);
  const thread = commentWith(member, question);
  await thread.getByRole('button', { name: 'Reply' }).first().click();
  await member.getByLabel('Reply to Moderator').fill(answer);
  await member.getByRole('button', { name: 'Post reply' }).click();
  await expect(commentWith(member, answer)).toBeVisible();
  await thread.locator('[data-comment-like]').first().click();
  await expect(thread.locator('[data-comment-like]').first()).toHaveAttribute('aria-pressed', 'true');

  // The header counts the unread ones on the next page the author opens.
  await author.reload();
  await author.getByRole('banner').getByRole('link', { name: /^Notifications \(\d+ new\)$/ }).click();
  await expect(author).toHaveURL(tenantUrl(TENANT, '/notifications'));
  const replied = author.locator('[data-notification]', { hasText: answer });
  // The like quotes the question; so does the reply, as the author's own comment it answered.
  const liked = author.locator('[data-notification]').filter({ has: author.locator('[data-notification-quote]', { hasText: question }) });
  await expect(replied.getByRole('link')).toHaveText(/^Single Site Member replied to your comment on .+/);
  // The reply is quoted with the author's own comment it answers.
  await expect(replied.locator('[data-notification-replied-to]')).toHaveText(`You wrote: “${question}”`);
  await expect(liked.getByRole('link')).toHaveText(/^Single Site Member liked your comment on .+/);
  for (const entry of [replied, liked]) await expect(entry).toHaveAttribute('data-unread', 'true');
  // Newest first: the like came after the reply.
  const ids = await author.locator('[data-notification]').evaluateAll((items) => items.map((item) => Number(item.getAttribute('data-notification'))));
  expect(ids).toEqual([...ids].sort((a, b) => b - a));
  const results = await axe(author, 'main');
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

  // Each entry is the deep link to its comment.
  await replied.getByRole('link').click();
  await expect(author).toHaveURL(new RegExp(`${video}/comment/\\d+$`));
  await expect(author.locator('[data-highlighted]')).toContainText(answer);

  await author.goto(tenantUrl(TENANT, '/notifications'));
  await author.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(author).toHaveURL(tenantUrl(TENANT, '/notifications'));
  await expect(author.locator('[data-notification][data-unread]')).toHaveCount(0);
  await expect(author.getByRole('banner').getByRole('link', { name: 'Notifications', exact: true })).toBeVisible();
  await expect(author.getByRole('button', { name: 'Mark all as read' })).toHaveCount(0);
});

test('a channel video page has the video’s comments: a comment posted there is on its video page too', async ({ browser }) => {
  const channelVideo = (await catalogueVideos('AURORA')).find((video) => video.channel !== null);
  if (!channelVideo?.channel) throw new Error('aurora has no channel video');
  const text = unique('Posted on the channel');
  const page = await memberPage(browser, 'member', channelVideoPath(channelVideo.channel.slug, channelVideo.slug));
  await post(page, text);
  await page.goto(tenantUrl(TENANT, `/videos/${channelVideo.slug}`));
  await page.getByRole('heading', { name: 'Comments', exact: true }).scrollIntoViewIfNeeded();
  await expect(commentWith(page, text)).toBeVisible();
});
