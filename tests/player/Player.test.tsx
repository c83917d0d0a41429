// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { cleanStores } from 'nanostores';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import Player, { type PlayerProps } from '../../islands/player/Player.tsx';
import { $videoPlayer, resetPlayer, seekTo } from '../../islands/player/store.ts';
import { CONTROLS_IDLE_MS } from '../../islands/player/use-controls-visibility.ts';
import { hideAllModals, hideModal, showModal } from '../../islands/shell/modals/store.ts';
import { VIDEO_LOADING_ERROR, VIDEO_LOADING_FAILED, VIDEO_REFUSED, videoSources } from '../../src/features/player/video-sources.ts';

const loadVideoSources = vi.hoisted(() => vi.fn());
vi.mock('../../islands/player/load-sources.ts', () => ({ loadVideoSources }));

const CDN = 'https://media.example/videos/night-swim';
const SOURCES = videoSources({
  p360: { token: 't360', cdn: `${CDN}/p360.mp4` },
  p720: { token: 't720', cdn: `${CDN}/p720.mp4` },
  p1080: { token: 't1080', cdn: `${CDN}/p1080.mp4` },
});
const TRAILER = { src: 'https://media.example/trailers/night-swim.mp4', type: 'video/mp4' };
const CHAPTERS = [
  { title: 'Opening', seconds: 0 },
  { title: 'The scene', seconds: 2 },
];

function props(overrides: Partial<PlayerProps>): PlayerProps {
  return { mode: 'trailer', videoId: 7, site: 'AURORA', title: 'Night Swim', trailer: TRAILER, chapters: CHAPTERS, autoplay: false, ...overrides };
}

const video = () => document.querySelector('video')!;

let play: MockInstance<HTMLMediaElement['play']>;

beforeEach(() => {
  // happy-dom has no media pipeline: playing and pausing only flip the flag and tell the listeners.
  play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    Object.defineProperty(this, 'paused', { configurable: true, value: false });
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    Object.defineProperty(this, 'paused', { configurable: true, value: true });
    this.dispatchEvent(new Event('pause'));
  });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  loadVideoSources.mockReset();
  resetPlayer();
  cleanStores($videoPlayer);
});

describe('the player island, trailer mode (visitors)', () => {
  it('plays the catalogue\'s trailer from its own controls, each named', () => {
    render(<Player {...props({})} />);
    expect(video().getAttribute('src')).toBe(TRAILER.src);
    const controls = screen.getByRole('group', { name: 'Player controls' });
    for (const name of ['Play', 'Mute', 'Full screen']) expect(screen.getByRole('button', { name })).toBeTruthy();
    expect(screen.getByRole('slider', { name: 'Seek' })).toBeTruthy();
    expect(screen.getByRole('slider', { name: 'Volume' })).toBeTruthy();
    expect(controls.querySelector('select')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(play).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Pause' })).toBeTruthy();
  });

  const endTheTrailer = () => {
    Object.defineProperty(video(), 'ended', { configurable: true, value: true });
    act(() => {
      video().dispatchEvent(new Event('ended'));
    });
  };

  it('shows the join prompt when the trailer ends, and no chapters', () => {
    render(<Player {...props({ joinPrompt: <aside>Join now</aside>, endsOnJoinPrompt: true })} />);
    expect(screen.queryByText('Join now')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Chapters' })).toBeNull();
    endTheTrailer();
    expect(screen.getByText('Join now')).toBeTruthy();
    expect(document.querySelector('[data-trailer-ended]')).not.toBeNull();
  });

  it("ends a member's trailer on its last picture, uncovered, though Astro hands it the join prompt's slot empty", () => {
    render(<Player {...props({ joinPrompt: <aside />, autoplay: true })} />);
    endTheTrailer();
    expect(document.querySelector('.player')?.getAttribute('data-state')).toBe('ended');
    expect(document.querySelector('[data-trailer-ended]')).toBeNull();
  });

  it('never asks for the full video\'s streams', () => {
    render(<Player {...props({})} />);
    expect(loadVideoSources).not.toHaveBeenCalled();
  });
});

describe('the controls over the picture, as players do', () => {
  const bar = () => screen.getByRole('group', { name: 'Player controls' });
  const shown = () => bar().getAttribute('data-controls-shown');
  const picture = () => video().parentElement as HTMLElement;

  it('leave the poster to its play badge, and show on a move of the mouse', () => {
    vi.useFakeTimers();
    render(<Player {...props({})} />);
    expect(shown()).toBe('false');
    fireEvent.pointerMove(picture(), { pointerType: 'mouse' });
    expect(shown()).toBe('true');
    act(() => {
      vi.advanceTimersByTime(CONTROLS_IDLE_MS);
    });
    expect(shown()).toBe('false');
    vi.useRealTimers();
  });

  it('fade a while after playing starts, and stay while paused', () => {
    vi.useFakeTimers();
    render(<Player {...props({})} />);
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(shown()).toBe('true');
    act(() => {
      vi.advanceTimersByTime(CONTROLS_IDLE_MS);
    });
    expect(shown()).toBe('false');
    fireEvent.click(picture());
    expect(screen.getByRole('button', { name: 'Play' })).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(CONTROLS_IDLE_MS);
    });
    expect(shown()).toBe('true');
    vi.useRealTimers();
  });

  it('come back on a touch of the faded picture or bar, which presses nothing unseen', () => {
    vi.useFakeTimers();
    render(<Player {...props({})} />);
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    act(() => {
      vi.advanceTimersByTime(CONTROLS_IDLE_MS);
    });
    const mute = screen.getByRole('button', { name: 'Mute' });
    fireEvent.pointerDown(mute, { pointerType: 'touch' });
    fireEvent.click(mute);
    expect(shown()).toBe('true');
    expect(video().muted).toBe(false);
    act(() => {
      vi.advanceTimersByTime(CONTROLS_IDLE_MS);
    });
    fireEvent.pointerDown(picture(), { pointerType: 'touch' });
    fireEvent.click(picture());
    expect(shown()).toBe('true');
    expect(video().paused).toBe(false);
    fireEvent.pointerDown(mute, { pointerType: 'touch' });
    fireEvent.click(mute);
    expect(video().muted).toBe(true);
    vi.useRealTimers();
  });
});

describe('the player island, full mode (members)', () => {
  it('serves its controls and chapters disabled until it hydrates, since before then they do nothing', () => {
    document.body.innerHTML = renderToString(<Player {...props({ mode: 'full', trailer: null })} />);
    const controls = [...document.querySelectorAll<HTMLButtonElement | HTMLInputElement>('button, input')];
    expect(controls.map((control) => control.getAttribute('aria-label') ?? control.textContent)).toEqual(['Play', 'Seek', 'Mute', 'Volume', 'Full screen', '0:00 Opening', '0:02 The scene']);
    expect(controls.every((control) => control.disabled)).toBe(true);
    document.body.innerHTML = '';
  });

  it('enables them once hydrated', async () => {
    loadVideoSources.mockResolvedValue({ kind: 'sources', sources: SOURCES });
    render(<Player {...props({ mode: 'full', trailer: null })} />);
    await screen.findByRole('combobox', { name: 'Quality' });
    expect([...document.querySelectorAll<HTMLButtonElement | HTMLInputElement>('button, input')].some((control) => control.disabled)).toBe(false);
  });

  it('asks for the streams, starts on the default quality and offers the others', async () => {
    loadVideoSources.mockResolvedValue({ kind: 'sources', sources: SOURCES });
    render(<Player {...props({ mode: 'full', trailer: null })} />);
    expect(loadVideoSources).toHaveBeenCalledWith(7);
    const menu = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Quality' });
    expect([...menu.options].map((option) => option.textContent)).toEqual(['1080p HD', '720p HD', '360p']);
    expect(menu.value).toBe('p720');
    expect(video().src).toBe(`${CDN}/p720.mp4?token=t720`);
    expect($videoPlayer.get()).toMatchObject({ loadingSources: false, cdn: 'https://media.example' });
  });

  it.each([
    [true, 'plays as soon as the stream is ready'],
    [false, 'waits for the member to press play'],
  ])('with the member\'s autoplay %s, it %s', async (autoplay) => {
    loadVideoSources.mockResolvedValue({ kind: 'sources', sources: SOURCES });
    render(<Player {...props({ mode: 'full', trailer: null, autoplay })} />);
    await screen.findByRole('combobox', { name: 'Quality' });
    act(() => {
      video().dispatchEvent(new Event('loadedmetadata'));
    });
    expect(play.mock.calls.length > 0).toBe(autoplay);
  });

  it('changes quality by the menu: the source changes', async () => {
    loadVideoSources.mockResolvedValue({ kind: 'sources', sources: SOURCES });
    render(<Player {...props({ mode: 'full', trailer: null })} />);
    const menu = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Quality' });
    fireEvent.change(menu, { target: { value: 'p1080' } });
    await waitFor(() => expect(video().src).toBe(`${CDN}/p1080.mp4?token=t1080`));
    expect(menu.value).toBe('p1080');
  });

  it('shows the spec\'s message when the streams cannot be had, and tries again on request', async () => {
    loadVideoSources.mockResolvedValueOnce({ kind: 'failed' }).mockResolvedValueOnce({ kind: 'sources', sources: SOURCES });
    render(<Player {...props({ mode: 'full', trailer: null })} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(VIDEO_LOADING_FAILED);
    expect(alert.textContent).toContain(VIDEO_LOADING_ERROR);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('combobox', { name: 'Quality' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says the full video is refused, without a retry that would fail the same way', async () => {
    loadVideoSources.mockResolvedValue({ kind: 'refused' });
    render(<Player {...props({ mode: 'full', trailer: null })} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(VIDEO_LOADING_FAILED);
    expect(alert.textContent).toContain(VIDEO_REFUSED);
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('lists the chapters; picking one asks the store to seek there', async () => {
    loadVideoSources.mockResolvedValue({ kind: 'sources', sources: SOURCES });
    render(<Player {...props({ mode: 'full', trailer: null })} />);
    await screen.findByRole('combobox', { name: 'Quality' });
    const chapters = screen.getByRole('navigation', { name: 'Chapters' });
    expect([...chapters.querySelectorAll('button')].map((button) => button.textContent)).toEqual(['0:00 Opening', '0:02 The scene']);
    const seeks: (number | null)[] = [];
    const stop = $videoPlayer.subscribe((state) => seeks.push(state.videoSeekTime));
    fireEvent.click(screen.getByRole('button', { name: '0:02 The scene' }));
    stop();
    expect(seeks).toContain(2);
  });

  it('seeks when another island asks through the store', async () => {
    loadVideoSources.mockResolvedValue({ kind: 'sources', sources: SOURCES });
    render(<Player {...props({ mode: 'full', trailer: null })} />);
    await screen.findByRole('combobox', { name: 'Quality' });
    Object.defineProperty(video(), 'readyState', { configurable: true, value: 1 });
    Object.defineProperty(video(), 'currentSrc', { configurable: true, value: video().src });
    Object.defineProperty(video(), 'duration', { configurable: true, value: 4 });
    act(() => seekTo(3));
    expect(video().currentTime).toBe(3);
    expect($videoPlayer.get().videoSeekTime).toBeNull();
  });
  it("keeps the seek bar's thumb where it was moved while a stream's seek waits for its segment", async () => {
    loadVideoSources.mockResolvedValue({ kind: 'sources', sources: SOURCES });
    render(<Player {...props({ mode: 'full', trailer: null })} />);
    await screen.findByRole('combobox', { name: 'Quality' });
    Object.defineProperty(video(), 'duration', { configurable: true, value: 4 });
    video().currentTime = 2.5;
    act(() => {
      video().dispatchEvent(new Event('timeupdate'));
    });
    const seek = screen.getByRole<HTMLInputElement>('slider', { name: 'Seek' });
    expect(seek.value).toBe('2');
    fireEvent.change(seek, { target: { value: '0' } });
    expect(video().currentTime).toBe(0);
    // The browser says 'seeking' at once, and 'seeked' only once the segment is there.
    act(() => {
      video().dispatchEvent(new Event('seeking'));
    });
    expect(seek.value).toBe('0');
    expect(seek.getAttribute('aria-valuetext')).toBe('0:00 of 0:04');
  });
});

describe('the player and a modal over the page: it never plays with sound behind one', () => {
  afterEach(() => hideAllModals());

  it('pauses when a modal opens, and goes on when the last one closes', async () => {
    loadVideoSources.mockResolvedValue({ kind: 'sources', sources: SOURCES });
    render(<Player {...props({ mode: 'full', trailer: null, autoplay: true })} />);
    await screen.findByRole('combobox', { name: 'Quality' });
    act(() => {
      video().dispatchEvent(new Event('loadedmetadata'));
    });
    expect(video().paused).toBe(false);
    act(() => showModal('PromotionalVideoModal'));
    expect(video().paused).toBe(true);
    act(() => hideModal('PromotionalVideoModal'));
    expect(video().paused).toBe(false);
  });

  it('does not start by itself under a modal already open, and starts once it closes', async () => {
    act(() => showModal('EmailConsentModal'));
    loadVideoSources.mockResolvedValue({ kind: 'sources', sources: SOURCES });
    render(<Player {...props({ mode: 'full', trailer: null, autoplay: true })} />);
    await screen.findByRole('combobox', { name: 'Quality' });
    act(() => {
      video().dispatchEvent(new Event('loadedmetadata'));
    });
    expect(play).not.toHaveBeenCalled();
    act(() => hideModal('EmailConsentModal'));
    expect(play).toHaveBeenCalled();
  });

  it('leaves a video the member paused alone when a modal closes', async () => {
    loadVideoSources.mockResolvedValue({ kind: 'sources', sources: SOURCES });
    render(<Player {...props({ mode: 'full', trailer: null })} />);
    await screen.findByRole('combobox', { name: 'Quality' });
    act(() => showModal('PromotionalVideoModal'));
    act(() => hideModal('PromotionalVideoModal'));
    expect(play).not.toHaveBeenCalled();
  });
});

describe("the free limited trial's video: the streams are asked for at the first play, which counts it", () => {
  it('asks nothing when it shows, and asks and plays at the first press of play', async () => {
    loadVideoSources.mockResolvedValue({ kind: 'sources', sources: SOURCES });
    render(<Player {...props({ mode: 'full', trailer: null, autoplay: false, streamsOnPlay: true })} />);
    expect(loadVideoSources).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Play' }).disabled).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    await screen.findByRole('combobox', { name: 'Quality' });
    expect(loadVideoSources).toHaveBeenCalledTimes(1);
    act(() => {
      video().dispatchEvent(new Event('loadedmetadata'));
    });
    expect(play).toHaveBeenCalled();
  });
});
