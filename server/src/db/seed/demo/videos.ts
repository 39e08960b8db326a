/** Public YouTube lectures used as demo videos (problem-set videos, webinar replays, course intros). */
export const DEMO_VIDEO_IDS = ['WUvTyaaNkzM', 'fNk_zzaMoSs', 'aircAruvnKk', 'rfscVS0vtbw'] as const;

export function demoVideo(index: number): string {
  return DEMO_VIDEO_IDS[index % DEMO_VIDEO_IDS.length]!;
}

export function youtubeUrl(videoId: string): string {
  return `https://www.youtube.com/watch?v=${videoId}`;
}
