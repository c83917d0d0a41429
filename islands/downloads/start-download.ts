/** The one hidden frame downloads go through. */
export const DOWNLOAD_FRAME_ID = 'download-frame';

/**
 * Membership spec section 7: "the token is loaded through a hidden frame to start the download". The
 * file answers as an attachment, so the frame shows nothing and the page stays where it is.
 */
export function startDownload(url: string, doc: Document = document): void {
  let frame = doc.getElementById(DOWNLOAD_FRAME_ID);
  if (!(frame instanceof HTMLIFrameElement)) {
    frame = doc.createElement('iframe');
    frame.id = DOWNLOAD_FRAME_ID;
    frame.hidden = true;
    frame.tabIndex = -1;
    frame.setAttribute('aria-hidden', 'true');
    frame.title = 'Download';
    doc.body.append(frame);
  }
  (frame as HTMLIFrameElement).src = url;
}
