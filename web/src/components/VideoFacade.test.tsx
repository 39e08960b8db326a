import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VideoFacade } from './VideoFacade';
import { videoSiteName, watchUrl } from './VideoFrame';

describe('a video that loads when pressed', () => {
  it('asks nothing of the video host until play is pressed, and links to the video on its site', () => {
    const { container } = render(<VideoFacade url="https://www.youtube.com/watch?v=aircAruvnKk" title="Introduction to Maple Academy" />);
    expect(container.querySelector('iframe')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    const link = screen.getByRole('link', { name: 'Watch on YouTube (opens in a new tab)' });
    expect(link.getAttribute('href')).toBe('https://www.youtube.com/watch?v=aircAruvnKk');
    expect(link.getAttribute('target')).toBe('_blank');

    fireEvent.click(screen.getByRole('button', { name: 'Play video: Introduction to Maple Academy' }));
    const frame = container.querySelector('iframe');
    expect(frame?.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/aircAruvnKk?autoplay=1');
    expect(frame?.getAttribute('title')).toBe('Introduction to Maple Academy');
    expect(document.activeElement).toBe(frame);
    expect(screen.queryByRole('button', { name: /Play video/ })).toBeNull();
    // The link stays, for a host the frame cannot reach.
    expect(screen.getByRole('link', { name: /Watch on YouTube/ })).toBeTruthy();
  });

  it('offers no link for an address that is not a web page', () => {
    render(<VideoFacade url="javascript:alert(1)" title="Intro" />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByRole('button', { name: 'Play video: Intro' })).toBeTruthy();
  });
});

describe('where a video is watched on its site', () => {
  it.each([
    ['https://youtu.be/aircAruvnKk', 'https://www.youtube.com/watch?v=aircAruvnKk', 'YouTube'],
    ['https://www.youtube-nocookie.com/embed/aircAruvnKk', 'https://www.youtube.com/watch?v=aircAruvnKk', 'YouTube'],
    ['aircAruvnKk', 'https://www.youtube.com/watch?v=aircAruvnKk', 'YouTube'],
    ['https://player.vimeo.com/video/76979871', 'https://vimeo.com/76979871', 'Vimeo'],
    ['https://www.example.org/intro.mp4', 'https://www.example.org/intro.mp4', 'example.org'],
  ])('%s', (url, page, site) => {
    expect(watchUrl(url)).toBe(page);
    expect(videoSiteName(url)).toBe(site);
  });
});
