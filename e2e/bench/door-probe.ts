/**
 * What the door benchmark watches inside the page (added before the app starts): the first
 * frame of the camera in which each ticket is in view, read from the marker the video carries
 * under the code (support/qr-video.ts), and the moment each result is on the screen. Both are
 * `performance.now()` times of the page, so their difference is the door's figure.
 */
export interface DoorProbe {
  firstSeen: Record<number, number>;
  results: { at: number; text: string }[];
}

/**
 * The page script, as source text: a function handed to Playwright would be the one tsx
 * compiled, with helpers (`__name`) that do not exist in the page.
 */
export function doorProbeScript(marker: { row: number; bits: number }): string {
  return `(() => {
  const probe = { firstSeen: {}, results: [] };
  window.doorProbe = probe;
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  function watchFrames(video) {
    function onFrame(now) {
      if (context && video.videoWidth) {
        canvas.width = video.videoWidth;
        canvas.height = video.videoHeight;
        context.drawImage(video, 0, 0);
        const y = Math.floor(${marker.row} * video.videoHeight);
        const line = context.getImageData(0, y, video.videoWidth, 1).data;
        let value = 0;
        for (let bit = 0; bit < ${marker.bits}; bit += 1) {
          const x = Math.floor(((bit + 0.5) * video.videoWidth) / ${marker.bits});
          if (line[x * 4] < 128) value |= 1 << bit;
        }
        if (value > 0 && probe.firstSeen[value] === undefined) probe.firstSeen[value] = now;
      }
      video.requestVideoFrameCallback(onFrame);
    }
    video.requestVideoFrameCallback(onFrame);
  }
  let watched = null;
  let shown = '';
  new MutationObserver(() => {
    const video = document.querySelector('video');
    if (video && video !== watched) {
      watched = video;
      watchFrames(video);
    }
    const overlay = document.querySelector('[role="alert"][data-tone]');
    const text = overlay ? overlay.textContent || '' : '';
    // On the screen at the next paint.
    if (text && text !== shown) requestAnimationFrame(() => probe.results.push({ at: performance.now(), text }));
    shown = text;
  }).observe(document, { subtree: true, childList: true, characterData: true });
})();`;
}
